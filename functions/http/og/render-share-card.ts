import satori from 'satori';
import sharp from 'sharp';
import { SHARE_CARD, type ShareCardContent } from '#shared/domain/share-card.ts';
import { shareCardFonts } from './share-card-fonts.ts';

/** The card's colours: Inkslot's dark theme tokens (web/src/styles/tokens.css). */
const COLOURS = { bg: '#121116', surface: '#1b1a21', text: '#f4f1f6', muted: '#bbb4c4', accent: '#f0a6cf' };
const FLASH_SIZE = 430;
const PADDING = 72;
const GAP = 56;
/** The text column: what the padding, the gap and the picture leave of the card's width. */
const TEXT_WIDTH = SHARE_CARD.width - 2 * PADDING - GAP - FLASH_SIZE;

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const box = (
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children, ...extra },
});

/** The first flash, square, as a PNG data URL satori can draw (it reads no WebP). */
async function flashDataUrl(image: Buffer): Promise<string> {
  const png = await sharp(image).resize(FLASH_SIZE, FLASH_SIZE, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Draws a share card: the brand, the display name, the page's address and, on the right, the first
 * flash (else the name's initial). Text becomes outlines (satori), the SVG a PNG (sharp).
 */
export async function renderShareCard(
  content: ShareCardContent,
  options: { host: string; flashImage?: Buffer },
): Promise<Buffer> {
  const initial = [...content.displayName.trim()][0]?.toUpperCase() ?? '·';
  const picture = options.flashImage
    ? {
        type: 'img',
        props: {
          src: await flashDataUrl(options.flashImage),
          width: FLASH_SIZE,
          height: FLASH_SIZE,
          style: { flexShrink: 0, borderRadius: 32, border: `4px solid ${COLOURS.accent}` },
        },
      }
    : box(
        {
          flexShrink: 0,
          width: FLASH_SIZE,
          height: FLASH_SIZE,
          borderRadius: FLASH_SIZE,
          alignItems: 'center',
          justifyContent: 'center',
          background: `linear-gradient(135deg, ${COLOURS.accent}, #7a2e5c)`,
          color: COLOURS.bg,
          fontSize: 200,
          fontWeight: 700,
        },
        initial,
      );
  const row = box(
    {
      width: SHARE_CARD.width - 2 * PADDING,
      height: SHARE_CARD.height - 2 * PADDING,
      gap: GAP,
      alignItems: 'center',
    },
    [
      box(
        {
          width: TEXT_WIDTH,
          flexShrink: 0,
          flexDirection: 'column',
          justifyContent: 'space-between',
          height: SHARE_CARD.height - 2 * PADDING,
        },
        [
          box({ color: COLOURS.accent, fontSize: 36, fontWeight: 700 }, 'Inkslot'),
          box({ flexDirection: 'column', gap: 20 }, [
            box(
              { fontSize: content.displayName.length > 18 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 },
              content.displayName,
            ),
            box({ fontSize: 36, color: COLOURS.muted }, `${options.host}/${content.pseudo}`),
          ]),
          box({ fontSize: 30, color: COLOURS.muted }, content.flash ? content.flash.title : ' '),
        ],
      ),
      picture,
    ],
  );
  // The frame centres the row: satori sizes boxes without their padding (content-box).
  const tree = box(
    {
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      alignItems: 'center',
      justifyContent: 'center',
      background: `linear-gradient(160deg, ${COLOURS.surface}, ${COLOURS.bg})`,
      color: COLOURS.text,
      fontFamily: 'Inter, Inter Extended',
    },
    row,
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { ...SHARE_CARD, fonts: shareCardFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
