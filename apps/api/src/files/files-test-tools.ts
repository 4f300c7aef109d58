// Helpers for this folder's tests: a PNG reader for what encodePng writes, and a second opinion
// on zips from Python's zipfile when this machine has python3, and a zip builder that may lie.
import { spawnSync } from 'node:child_process';
import { crc32, deflateRawSync, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  chunkTypes: string[];
  /** [r, g, b, a] at (x, y). */
  pixel: (x: number, y: number) => number[];
  /** How many pixels have an alpha above `threshold`. */
  countOpaque: (threshold?: number) => number;
}

/** Reads a PNG chunk by chunk, checking every CRC; rows must use filter 0 (what encodePng writes). */
export function decodePng(png: Uint8Array): DecodedPng {
  const bytes = Buffer.from(png);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('Not a PNG signature');
  const chunkTypes: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc !== crc32(bytes.subarray(offset + 4, offset + 8 + length)))
      throw new Error(`Bad CRC in ${type}`);
    chunkTypes.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  if (!header) throw new Error('No IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  if (raw.length !== stride * height) throw new Error('IDAT size does not match IHDR');
  for (let y = 0; y < height; y++)
    if (raw[y * stride] !== 0) throw new Error(`Row ${y} uses filter ${raw[y * stride]}`);
  const pixel = (x: number, y: number) => [
    ...raw.subarray(y * stride + 1 + x * 4, y * stride + 1 + x * 4 + 4),
  ];
  return {
    width,
    height,
    bitDepth: header[8] ?? 0,
    colourType: header[9] ?? 0,
    chunkTypes,
    pixel,
    countOpaque: (threshold = 0) => {
      let count = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if ((raw[y * stride + 1 + x * 4 + 3] ?? 0) > threshold) count++;
      return count;
    },
  };
}

export const HAS_PYTHON_ZIPFILE =
  spawnSync('python3', ['-c', 'import zipfile, xml.etree.ElementTree'], { stdio: 'ignore' })
    .status === 0;

const PYTHON_CHECK = `
import io, json, sys, zipfile, xml.etree.ElementTree as ET
z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
bad = z.testzip()
for name in z.namelist():
    if name.endswith(('.xml', '.rels')):
        ET.fromstring(z.read(name))
print(json.dumps({'bad': bad, 'names': z.namelist()}))
`;

/**
 * Python's zipfile reads the archive and checks every CRC; .xml and .rels entries must parse as
 * XML. Returns the entry names; throws with Python's message otherwise.
 */
export function pythonZipNames(zip: Uint8Array): string[] {
  const run = spawnSync('python3', ['-c', PYTHON_CHECK], { input: zip, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const result = JSON.parse(run.stdout) as { bad: string | null; names: string[] };
  if (result.bad) throw new Error(`Bad CRC in ${result.bad}`);
  return result.names;
}

export interface RawEntry {
  name: string;
  /** Deflated bytes (method 8). */
  deflated: Uint8Array;
  /** What the central directory claims. */
  declaredSize: number;
  crc: number;
}

export const deflatedEntry = (name: string, data: Uint8Array, declaredSize = data.byteLength) => ({
  name,
  deflated: deflateRawSync(data),
  declaredSize,
  crc: crc32(data),
});

/** A zip built by hand, so a test can make one that lies about its sizes. */
export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.byteLength, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.byteLength, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += 30 + name.byteLength + entry.deflated.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
