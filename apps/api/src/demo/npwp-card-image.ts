import { formatNpwp } from '@esign/contract';
import { RasterCanvas, type Rgb } from '../files';

const CARD: Rgb = [241, 245, 249];
const INK: Rgb = [30, 41, 59];
const BAND: Rgb = [30, 64, 175];

/** A plain drawing of an NPWP card for a demo vendor: a band, the number and the holder. */
export function npwpCardImage(input: { npwp: string; holder: string }): Uint8Array {
  const canvas = new RasterCanvas(480, 300);
  canvas.fillRect(0, 0, 480, 300, CARD);
  canvas.fillRect(0, 0, 480, 56, BAND);
  canvas.text(24, 18, 'NPWP', 3, CARD);
  canvas.text(24, 110, formatNpwp(input.npwp), 3, INK);
  canvas.text(24, 170, input.holder.toUpperCase().slice(0, 26), 2, INK);
  canvas.strokeRect(4, 4, 472, 292, 2, INK);
  return canvas.toPng();
}
