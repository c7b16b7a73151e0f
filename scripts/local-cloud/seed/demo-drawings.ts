import { DEMO_FLASH_SVG } from './demo-schedule.ts';
import type { DrawingName } from './pro-demo-artist.ts';

const INK = '#1c1a22';
const RED = '#b3261e';

const paper = (body: string, background = '#f4efe6', width = 800) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="800" viewBox="0 0 ${width} 800"><rect width="${width}" height="800" fill="${background}"/><g fill="none" stroke="${INK}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`;

const petals = [0, 72, 144, 216, 288]
  .map((angle) => `<ellipse cx="400" cy="300" rx="70" ry="120" transform="rotate(${angle} 400 400)"/>`)
  .join('');

/** Small drawings in the demo's ink, as SVG: sharp turns them into the JPEGs a phone would send. */
const DRAWINGS: Record<DrawingName, string> = {
  moth: DEMO_FLASH_SVG,
  dagger: paper(
    `<path d="M400 80 L440 420 L400 480 L360 420 Z"/><path d="M300 430 H500"/><path d="M400 480 V640"/><circle cx="400" cy="680" r="30"/>` +
      `<g stroke="${RED}"><circle cx="400" cy="300" r="60"/><circle cx="400" cy="300" r="30"/></g>`,
  ),
  rose: paper(
    `${petals}<circle cx="400" cy="400" r="60" stroke="${RED}"/><path d="M400 520 C 380 620, 420 680, 400 760"/>`,
  ),
  snake: paper(
    `<path d="M200 650 C 200 500, 600 560, 600 420 C 600 280, 200 340, 200 220 C 200 120, 420 100, 520 160" stroke-width="36"/><circle cx="540" cy="170" r="10" fill="${INK}"/>`,
  ),
  moon: paper(
    [150, 275, 400, 525, 650]
      .map((cy, index) => `<circle cx="400" cy="${cy}" r="50" ${index === 2 ? `fill="${INK}"` : ''}/>`)
      .join(''),
  ),
  forearm: paper(
    `<path d="M60 300 C 300 260, 520 280, 760 330 L 760 520 C 520 560, 300 560, 60 500 Z" fill="#e0b89a" stroke="#8a5a3c" stroke-width="6"/><path d="M330 330 h140 v160 h-140 Z" stroke="${RED}" stroke-dasharray="18 14" stroke-width="6"/>`,
    '#d9d4cc',
  ),
  banner: paper(
    [200, 600, 1000, 1400, 1800]
      .map(
        (x, index) =>
          `<g transform="translate(${x - 400} 0)" stroke="${index % 2 ? RED : '#e9e3d8'}">${petals}</g>`,
      )
      .join(''),
    INK,
    2000,
  ),
  sketch: paper(
    `<g stroke-width="5" stroke="#55506a">${petals}</g><path d="M400 90 L430 700 M370 700 L400 90" stroke-width="5"/><path d="M320 560 H480" stroke-width="5"/>`,
    '#fbfaf6',
  ),
};

/** The drawing as a JPEG, as a phone or a scanner would upload it. */
export async function drawingJpeg(name: DrawingName): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(DRAWINGS[name])).jpeg({ quality: 85 }).toBuffer();
}
