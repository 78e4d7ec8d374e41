import qrcode from 'qrcode-generator';

/**
 * Light modules around the code, per side: the quiet zone ISO/IEC 18004 asks for. Without it a scanner can mistake
 * the page around the code for part of it.
 */
export const QUIET_ZONE = 4;

export type QrDrawing = {
  /** Width and height in modules, quiet zone included: the SVG's viewBox. */
  size: number;
  /** One SVG path of every dark module, a horizontal run of them drawn as one rectangle. */
  path: string;
};

/**
 * A QR code of `text` as an SVG path. Error correction M (15%) survives a scratched phone screen or a glare spot
 * while keeping a long address at a version a phone camera reads from arm's length.
 */
export function drawQrCode(text: string): QrDrawing {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column += 1;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: runs.join('') };
}
