/**
 * A signature as the portal sends it (ADR 0088): the strokes drawn with signature_pad, as integer points
 * in a fixed box (the PDF draws them as vector paths; no image is ever accepted), or a name typed.
 */
export const SIGNATURE_BOX = { width: 600, height: 200 } as const;
export const SIGNATURE_BOUNDS = {
  maxStrokes: 40,
  maxPoints: 2000,
  minPoints: 2,
  maxTypedLength: 80,
} as const;

export type SignaturePoint = [number, number];
export type Signature = { kind: 'drawn'; strokes: SignaturePoint[][] } | { kind: 'typed'; text: string };

/** Every point of the strokes, counted (the bound is on the total). */
export function pointCount(strokes: readonly (readonly SignaturePoint[])[]): number {
  return strokes.reduce((sum, stroke) => sum + stroke.length, 0);
}

/**
 * Points from the pad (its canvas pixels) to the box: scaled to fit, rounded, clamped, and cut to the
 * bounds, so what the browser sends always passes the contract.
 */
export function toSignatureBox(
  strokes: readonly (readonly { x: number; y: number }[])[],
  canvas: { width: number; height: number },
): SignaturePoint[][] {
  const scale = Math.min(SIGNATURE_BOX.width / canvas.width, SIGNATURE_BOX.height / canvas.height);
  const clamp = (value: number, most: number) => Math.min(most, Math.max(0, Math.round(value)));
  const out: SignaturePoint[][] = [];
  let left: number = SIGNATURE_BOUNDS.maxPoints;
  for (const stroke of strokes.slice(0, SIGNATURE_BOUNDS.maxStrokes)) {
    if (left <= 0) break;
    const points = stroke
      .slice(0, left)
      .map(
        ({ x, y }): SignaturePoint => [
          clamp(x * scale, SIGNATURE_BOX.width),
          clamp(y * scale, SIGNATURE_BOX.height),
        ],
      );
    if (points.length > 0) out.push(points);
    left -= points.length;
  }
  return out;
}

/**
 * The strokes as one SVG path (`M x y L x y ...`) in the box's units, y down as in SVG; a stroke of one
 * point (a dot) becomes a tiny line so it shows.
 */
export function signaturePath(strokes: readonly (readonly SignaturePoint[])[]): string {
  return strokes
    .map((stroke) => {
      const [first, ...rest] = stroke;
      if (!first) return '';
      const tail = rest.length > 0 ? rest : [[first[0] + 1, first[1]] as SignaturePoint];
      return `M${first[0]} ${first[1]}${tail.map(([x, y]) => ` L${x} ${y}`).join('')}`;
    })
    .filter(Boolean)
    .join(' ');
}
