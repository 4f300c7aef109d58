import { formatBytes } from '../format/format-bytes';

/** What a file picker accepts: the types by MIME type (or by name when the browser gives none) and a size. */
export interface FileChoiceRule {
  /** How messages name the file, e.g. 'The PO attachment'. */
  label: string;
  /** Accepted MIME types. */
  types: readonly string[];
  /** Accepted names when the browser reports no type, e.g. /\.(png|jpe?g)$/i. */
  extensions: RegExp;
  /** The accepted kinds in words, e.g. 'a PNG or JPEG file'. */
  kindsText: string;
  maxBytes: number;
}

/**
 * Why a chosen file would be refused, or null. A comfort check before an upload: the server
 * recognises the file by its bytes and checks the size again.
 */
export function fileChoiceProblem(file: File, rule: FileChoiceRule): string | null {
  const typeKnown = file.type !== '';
  if (typeKnown ? !rule.types.includes(file.type) : !rule.extensions.test(file.name)) {
    return `${rule.label} must be ${rule.kindsText}`;
  }
  if (file.size > rule.maxBytes) {
    return `${rule.label} must be at most ${formatBytes(rule.maxBytes)} (this file is ${formatBytes(file.size)})`;
  }
  return null;
}
