import { encodePng } from '../files';

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

/** A PNG whose IHDR claims `width` × `height` (the pixels are those of a 1×1 image). */
export function pngClaiming(width: number, height: number): Uint8Array {
  const png = Buffer.from(encodePng(1, 1, new Uint8Array([0, 0, 0, 255])));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** SOI, an APP0 segment, then a baseline frame header of `width` × `height`. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const frame = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
  ];
  return new Uint8Array([
    0xff,
    0xd8,
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0],
    ...frame,
    ...[0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
    0xff,
    0xd9,
  ]);
}
