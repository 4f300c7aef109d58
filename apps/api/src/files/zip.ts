import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/**
 * A file name safe inside a zip: no folders, no control characters, no leading dots. Lone
 * surrogates (not encodable as UTF-8) and bidi overrides (which can disguise "exe.pdf" as
 * "fdp.exe") go the same way as control characters.
 */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]+/gu, '-')
    .replace(/^[.\s]+/, '')
    .trim();
  // Cut by code points, so no half of a surrogate pair ends up in the UTF-8 entry name.
  return [...cleaned].slice(0, 200).join('').trimEnd() || 'file';
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
