import { DocumentNameSchema } from '@esign/contract';

/** The name a draft gets when nothing of the file name can be kept. */
export const FALLBACK_DRAFT_NAME = 'Document';

/**
 * A draft's name from its file name, made to satisfy the file-name rule of §5 (letters, digits,
 * underscore, dot, hyphen, space; at most 100): without `.pdf`, without folders, control
 * characters and other characters (each run becomes one underscore), spaces collapsed.
 */
export function draftNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.pdf$/i, '')
    .replace(/\p{Cc}+/gu, '')
    .replace(/[^A-Za-z0-9_. -]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return DocumentNameSchema.safeParse(name).success ? name : FALLBACK_DRAFT_NAME;
}
