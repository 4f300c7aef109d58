/**
 * The file name of a `content-disposition` header. RFC 6266: `filename*=UTF-8''…` (RFC 5987,
 * percent-encoded) wins over the plain `filename=` when both are present.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;

  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match?.[2]) {
      try {
        const charset = match[1]?.toLowerCase();
        const value = match[2];
        const name = baseName(
          charset === 'utf-8' ? decodeURIComponent(value) : unescapeLatin1(value),
        );
        if (name) return name;
      } catch {
        // A malformed escape: fall through to the plain parameter.
      }
    }
  }

  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]*)/i.exec(header);
  if (plain) {
    const value =
      plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
    const name = baseName(value);
    if (name) return name;
  }
  return null;
}

function unescapeLatin1(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** A server must not be able to pick a directory: keep only the last path segment. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}
