import { createHash } from 'node:crypto';
import { RasterCanvas, textWidth, type Rgb } from './png';

// The images the signing flow draws onto PDFs. Rendered at about 3 px per PDF point of their
// usual placement (signature 150×75 pt, e-meterai 90×90 pt, seal 100×100 pt), on a transparent
// background so the page shows through.

const INK: Rgb = [23, 37, 84];
const GREY: Rgb = [71, 85, 105];
const METERAI_RED: Rgb = [185, 28, 28];
const METERAI_BLUE: Rgb = [30, 64, 175];
const SEAL_BLUE: Rgb = [30, 58, 138];

/** Deterministic numbers in [0, 1) from a text. */
function seeded(text: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${text}#${counter++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/** The largest integer scale (≥ 1) at which `text` fits in `width` pixels. */
function fittingScale(text: string, width: number, max: number): number {
  for (let scale = max; scale > 1; scale--) if (textWidth(text, scale) <= width) return scale;
  return 1;
}

/** The first `max` characters that fit, with "..." when cut. */
function fitText(text: string, width: number, scale: number): string {
  if (textWidth(text, scale) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, scale) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/**
 * A signer's signature: a handwritten-looking stroke derived from their name (the same name
 * always gives the same stroke) above a caption with the name, privy id and date.
 */
export function signatureImage(input: {
  name: string;
  privyId: string;
  signedAt: Date;
}): Uint8Array {
  const width = 450;
  const height = 225;
  const canvas = new RasterCanvas(width, height);
  const random = seeded(input.name.trim().toLowerCase());
  const loops = 3 + Math.floor(random() * 3);
  const amplitude = 28 + random() * 14;
  const phase = random() * Math.PI * 2;
  const slant = 0.25 + random() * 0.2;
  const points: [number, number][] = [];
  const steps = 600;
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const angle = phase + t * loops * Math.PI * 2;
    const envelope = Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.6;
    const y = 80 + Math.cos(angle) * amplitude * envelope + Math.sin(t * 7 + phase) * 6;
    const x = 40 + t * 360 + Math.sin(angle) * 24 * envelope + (80 - y) * slant;
    points.push([x, y]);
  }
  // A quick underline flourish.
  const flourish: [number, number][] = Array.from({ length: 60 }, (_, i) => {
    const t = i / 59;
    return [60 + t * 330, 138 - Math.sin(t * Math.PI) * 8 + t * 4];
  });
  canvas.polyline(points, 4, INK);
  canvas.polyline(flourish, 3, INK);

  const name = fitText(input.name.toUpperCase(), width - 20, 3);
  canvas.centredText(width / 2, 160, name, 3, INK);
  const caption = `${input.privyId.toUpperCase()}  ${input.signedAt.toISOString().slice(0, 10)}`;
  canvas.centredText(width / 2, 195, caption, 2, GREY);
  return canvas.toPng();
}

/** An e-meterai (electronic stamp duty) stamp with its value and serial number. */
export function eMeteraiImage(input: { serial: string; value?: number }): Uint8Array {
  const size = 300;
  const canvas = new RasterCanvas(size, size);
  canvas.fillRect(0, 0, size, size, [255, 255, 255], 0.85);
  canvas.strokeRect(4, 4, size - 8, size - 8, 8, METERAI_RED);
  canvas.strokeRect(20, 20, size - 40, size - 40, 2, METERAI_BLUE);
  canvas.centredText(size / 2, 40, 'METERAI', 5, METERAI_RED);
  canvas.centredText(size / 2, 85, 'ELEKTRONIK', 3, METERAI_BLUE);
  const value = String(input.value ?? 10000);
  canvas.centredText(size / 2, 130, value, fittingScale(value, size - 60, 8), METERAI_RED);
  const serial = fitText(input.serial.toUpperCase(), size - 50, 2);
  canvas.centredText(size / 2, 215, 'NO. SERI', 2, METERAI_BLUE);
  canvas.centredText(size / 2, 240, serial, 2, METERAI_BLUE);
  return canvas.toPng();
}

/** A round company seal: a double ring with the company's name across the middle. */
export function sealImage(input: { companyName: string }): Uint8Array {
  const size = 300;
  const canvas = new RasterCanvas(size, size);
  const centre = size / 2;
  canvas.ring(centre, centre, 140, 8, SEAL_BLUE);
  canvas.ring(centre, centre, 118, 3, SEAL_BLUE);
  const name = input.companyName.toUpperCase();
  const scale = fittingScale(name, 220, 4);
  const line = fitText(name, 230, scale);
  canvas.centredText(centre, 70, 'OFFICIAL SEAL', 2, SEAL_BLUE);
  canvas.fillRect(centre - 90, 105, 180, 3, SEAL_BLUE);
  canvas.centredText(centre, centre - (7 * scale) / 2, line, scale, SEAL_BLUE);
  canvas.fillRect(centre - 90, 192, 180, 3, SEAL_BLUE);
  canvas.centredText(centre, 215, 'CORPORATE', 2, SEAL_BLUE);
  return canvas.toPng();
}

/** `data:image/png;base64,…` for JSON (e.g. the seal image of a document's detail). */
export function pngDataUrl(bytes: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
}
