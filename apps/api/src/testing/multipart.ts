/** A file part of a test upload. */
export interface TestFile {
  bytes: Uint8Array;
  fileName: string;
  /** What the client claims (the server ignores it); default application/octet-stream. */
  contentType?: string;
}

/** Text fields (a list goes out as repeated `name[]`) and files of a multipart test request. */
export interface MultipartParts {
  fields?: Record<string, string | number | readonly (string | number)[] | undefined>;
  files?: Record<string, TestFile | readonly TestFile[] | undefined>;
}

/**
 * A FormData for `app.inject({ payload })` (light-my-request streams it with its boundary and
 * content-type). `undefined` values are left out, so a test can drop one field of a valid body.
 */
export function multipartPayload(parts: MultipartParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    if (value === undefined) continue;
    if (typeof value === 'string' || typeof value === 'number') form.append(name, String(value));
    else for (const item of value) form.append(`${name}[]`, String(item));
  }
  for (const [name, value] of Object.entries(parts.files ?? {})) {
    if (value === undefined) continue;
    const files: readonly TestFile[] = 'bytes' in value ? [value as TestFile] : value;
    for (const file of files)
      form.append(
        name,
        new Blob([Buffer.from(file.bytes)], {
          type: file.contentType ?? 'application/octet-stream',
        }),
        file.fileName,
      );
  }
  return form;
}

/** A hand-made multipart body (bytes and its content-type), for bodies FormData cannot make. */
export function rawMultipart(
  boundary: string,
  parts: readonly { headers: string; body: string | Uint8Array }[],
  closing = true,
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The first bytes of a Windows executable, for "renamed to .pdf" tests. */
export const EXECUTABLE_BYTES = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);
