/**
 * What the demo artist offers on the booking form (`/demo/form`): weekly availability and one flash
 * with its image, so a visitor (and the e2e tier) can book at once. Ready-made inputs of the real
 * routes (shared/api/contracts); the image is drawn at seed time.
 */
export const DEMO_AVAILABILITY = {
  kind: 'recurring',
  /** Tuesday to Saturday. */
  weekdays: [2, 3, 4, 5, 6],
  months: [],
  slots: [
    { start: '10:00', durationMinutes: 180 },
    { start: '14:30', durationMinutes: 180 },
  ],
} as const;

export const DEMO_FLASH = {
  title: 'Night moth',
  lengthMm: 80,
  widthMm: 60,
  priceCents: 12000,
  note: 'Fine line, black ink.',
} as const;

/** A moth in black ink on paper, as an SVG the seed turns into a JPEG. */
export const DEMO_FLASH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f4efe6"/>
  <g fill="none" stroke="#1c1a22" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <path d="M400 300 C 300 160, 130 170, 120 300 C 110 420, 260 430, 390 380 Z"/>
    <path d="M400 300 C 500 160, 670 170, 680 300 C 690 420, 540 430, 410 380 Z"/>
    <path d="M390 400 C 300 430, 190 500, 230 590 C 270 660, 360 560, 395 450 Z"/>
    <path d="M410 400 C 500 430, 610 500, 570 590 C 530 660, 440 560, 405 450 Z"/>
    <path d="M385 240 C 350 170, 320 140, 290 130 M415 240 C 450 170, 480 140, 510 130"/>
    <circle cx="260" cy="300" r="40"/><circle cx="540" cy="300" r="40"/>
  </g>
  <ellipse cx="400" cy="380" rx="26" ry="150" fill="#1c1a22"/>
</svg>`;
