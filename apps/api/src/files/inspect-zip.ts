import { inflateRawSync } from 'node:zlib';

/**
 * Limits for an untrusted zip (an uploaded .xlsx). A workbook has a dozen parts; 16 MiB of XML is
 * far more than a 500-row sheet needs; text XML deflates about 10–30×, so an entry claiming more
 * than 200× is built to explode, not a spreadsheet.
 */
export const ZIP_LIMITS = {
  maxEntries: 100,
  maxTotalUncompressedBytes: 16 * 1024 * 1024,
  maxCompressionRatio: 200,
  /** Below this an entry's ratio is not checked: tiny parts compress oddly and cannot hurt. */
  ratioCheckFromBytes: 64 * 1024,
} as const;

/** Why an untrusted zip was refused; the message can be shown to the uploader. */
export class ZipRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefused';
  }
}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The end-of-central-directory record, searched from the end past a comment of up to 64 KiB. */
function endOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--)
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  throw new ZipRefused('The file is not a zip archive');
}

function centralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw new ZipRefused('The file is not a zip archive');
  const eocd = endOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // Zip64 (0xFFFF / 0xFFFFFFFF markers) and multi-disk archives: no spreadsheet of ours needs them.
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0)
    throw new ZipRefused('Split zip archives are not read');
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    throw new ZipRefused('Zip64 archives are not read');
  if (count > ZIP_LIMITS.maxEntries)
    throw new ZipRefused(`The archive has ${count} parts; at most ${ZIP_LIMITS.maxEntries}`);
  if (offset + size > eocd) throw new ZipRefused('The zip archive is damaged');
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw new ZipRefused('The zip archive is damaged');
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (flags & 0x1) throw new ZipRefused('Encrypted zip archives are not read');
    entries.push({
      name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8'),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The declared sizes must be sane before anything is inflated. */
function checkDeclaredSizes(entries: readonly CentralEntry[]): void {
  let total = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name)) throw new ZipRefused('The zip archive names a part twice');
    names.add(entry.name);
    if (entry.method !== STORED && entry.method !== DEFLATED)
      throw new ZipRefused('The zip archive uses a compression method that is not read');
    total += entry.uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressedBytes)
      throw new ZipRefused(
        `The file unpacks to more than ${ZIP_LIMITS.maxTotalUncompressedBytes / 1024 / 1024} MiB`,
      );
    if (
      entry.uncompressedSize >= ZIP_LIMITS.ratioCheckFromBytes &&
      entry.uncompressedSize > entry.compressedSize * ZIP_LIMITS.maxCompressionRatio
    )
      throw new ZipRefused('The file is compressed suspiciously well (a zip bomb?)');
  }
}

/**
 * One entry's bytes, inflated to at most its declared size: an entry that lies about its size
 * stops there (zlib's maxOutputLength) instead of filling memory.
 */
function entryBytes(bytes: Uint8Array, entry: CentralEntry): Buffer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw new ZipRefused('The zip archive is damaged');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new ZipRefused('The zip archive is damaged');
  const data = bytes.subarray(start, end);
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.uncompressedSize)
      throw new ZipRefused('The zip archive is damaged');
    return Buffer.from(data);
  }
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch {
    throw new ZipRefused('The zip archive is damaged or a part is larger than it says');
  }
  if (inflated.byteLength !== entry.uncompressedSize)
    throw new ZipRefused('The zip archive is damaged');
  return inflated;
}

/**
 * Reads an untrusted zip without trusting it: the central directory is walked by hand, the
 * entry count, the declared total size and each entry's compression ratio are checked before
 * anything is inflated, and each entry is inflated to at most its declared size. Returns the
 * entries `keep` asks for (the others are checked and dropped); throws ZipRefused.
 */
export function inspectZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean,
): { names: string[]; kept: Map<string, Buffer> } {
  const entries = centralDirectory(bytes);
  checkDeclaredSizes(entries);
  const kept = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const inflated = entryBytes(bytes, entry);
    if (keep(entry.name)) kept.set(entry.name, inflated);
  }
  return { names: entries.map((entry) => entry.name), kept };
}
