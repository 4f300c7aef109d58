import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/** A file name safe inside a zip: no folders, no control characters, no leading dots. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

function withSuffix(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * A zip of the entries, names made safe and unique ("a.pdf", "a (2).pdf"). Stored without
 * compression: PDFs are compressed inside already, so deflating them again costs CPU for a
 * percent or two.
 */
export function zipFiles(entries: readonly ZipEntry[]): Uint8Array {
  const files: Zippable = {};
  const taken = new Set<string>();
  for (const entry of entries) {
    const base = safeEntryName(entry.name);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = withSuffix(base, n);
    taken.add(name.toLowerCase());
    files[name] = [entry.content, { level: 0 }];
  }
  return zipSync(files);
}
