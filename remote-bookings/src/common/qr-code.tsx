import { encode } from 'uqr';

/** The modules of a QR code as one SVG path: a 1x1 square for each dark module. */
function pathOf(data: boolean[][]): string {
  return data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
}

/**
 * `text` as a QR code, drawn as SVG so it stays sharp on screen and on paper. uqr encodes it (the
 * encoder Chakra's own QR code uses); a four-module quiet zone lets any phone's camera find it.
 */
export function QrCodeImage({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={pathOf(data)} fill="#000" />
    </svg>
  );
}
