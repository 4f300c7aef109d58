/** An ILIKE pattern matching `search` anywhere; `%`, `_` and `\` in it are matched literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
