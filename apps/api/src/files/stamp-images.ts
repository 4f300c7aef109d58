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
  const key = `${input.name}\u0000${input.privyId}\u0000${input.signedAt.toISOString().slice(0, 10)}`;
  const cached = signatureCache.get(key);
  if (cached) return cached;
  const image = drawSignature(input);
  // A bulk signs hundreds of documents with one signature: draw it once a day per signer.
  if (signatureCache.size >= 200) signatureCache.clear();
  signatureCache.set(key, image);
  return image;
}

const signatureCache = new Map<string, Uint8Array>();

function drawSignature(input: { name: string; privyId: string; signedAt: Date }): Uint8Array {
  // 2.4 px per point of the usual 150×75 pt box: crisp in print, and few pixels to embed.
  const width = 360;
  const height = 180;
  const canvas = new RasterCanvas(width, height);
  const random = seeded(input.name.trim().toLowerCase());
  const loops = 3 + Math.floor(random() * 3);
  const amplitude = 22 + random() * 11;
  const phase = random() * Math.PI * 2;
  const slant = 0.25 + random() * 0.2;
  const points: [number, number][] = [];
  const steps = 480;
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const angle = phase + t * loops * Math.PI * 2;
    const envelope = Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.6;
    const y = 64 + Math.cos(angle) * amplitude * envelope + Math.sin(t * 7 + phase) * 5;
    const x = 32 + t * 288 + Math.sin(angle) * 19 * envelope + (64 - y) * slant;
    points.push([x, y]);
  }
  // A quick underline flourish.
  const flourish: [number, number][] = Array.from({ length: 60 }, (_, i) => {
    const t = i / 59;
    return [48 + t * 264, 110 - Math.sin(t * Math.PI) * 6 + t * 3];
  });
  canvas.polyline(points, 3.5, INK);
  canvas.polyline(flourish, 2.5, INK);

  const name = fitText(input.name.toUpperCase(), width - 16, 2);
  canvas.centredText(width / 2, 128, name, 2, INK);
  const caption = `${input.privyId.toUpperCase()}  ${input.signedAt.toISOString().slice(0, 10)}`;
  canvas.centredText(width / 2, 156, caption, 2, GREY);
  return canvas.toPng();
}

/** An e-meterai (electronic stamp duty) stamp with its value and serial number. */
export function eMeteraiImage(input: { serial: string; value?: number }): Uint8Array {
  // 2.7 px per point of the usual 90×90 pt box.
  const size = 240;
  const canvas = new RasterCanvas(size, size);
  canvas.fillRect(0, 0, size, size, [255, 255, 255], 0.85);
  canvas.strokeRect(3, 3, size - 6, size - 6, 6, METERAI_RED);
  canvas.strokeRect(16, 16, size - 32, size - 32, 2, METERAI_BLUE);
  canvas.centredText(size / 2, 32, 'METERAI', 4, METERAI_RED);
  canvas.centredText(size / 2, 68, 'ELEKTRONIK', 2, METERAI_BLUE);
  const value = String(input.value ?? 10000);
  canvas.centredText(size / 2, 100, value, fittingScale(value, size - 50, 6), METERAI_RED);
  const serial = fitText(input.serial.toUpperCase(), size - 40, 1);
  canvas.centredText(size / 2, 170, 'NO. SERI', 2, METERAI_BLUE);
  canvas.centredText(size / 2, 192, serial, serial.length * 12 <= size - 40 ? 2 : 1, METERAI_BLUE);
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
