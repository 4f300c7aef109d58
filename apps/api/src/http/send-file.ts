import type { FastifyReply } from 'fastify';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file download: its type, its name, never cached, never sniffed. */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Uint8Array; fileName: string },
  contentType: string,
): FastifyReply {
  const { bytes } = file;
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
