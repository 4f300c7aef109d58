import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/api-error';
import { reuseCompressedBody } from '../../http/response-compression';
import { sendFile } from '../../http/send-file';
import { parseByteRange } from './byte-range';

/** A document's current PDF as the download found it (after its access check). */
export interface DocumentPdf {
  /** The stored file: immutable, a new version (a signature) is a new file. */
  fileId: number;
  fileName: string;
  bytes: Uint8Array;
}

/** The request headers a ranged download reads. */
export interface RangeHeaders {
  range?: string | undefined;
  'if-range'?: string | string[] | undefined;
}

/**
 * Sends the PDF whole (200), or the one byte range asked for (206 with `content-range`), so a
 * viewer can read a large file in the pieces it needs (pdf.js with range requests). Each request
 * has been through the access check. The ETag names the file version: a range asked `If-Range`
 * of another version (the document was signed meanwhile) gets the whole new file instead, never
 * pieces of two versions. A range past the end is a 416 naming the size. The whole file goes out
 * compressed to a client that accepts it (a PDF's structure is not compressed: the demo's 300-page
 * one sends 411 KB of gzip for 674 KB), compressed once per version and kept, with the encoding
 * in its ETag; ranges are always of the plain file.
 */
export function sendDocumentPdf(
  reply: FastifyReply,
  pdf: DocumentPdf,
  headers: RangeHeaders,
): FastifyReply {
  const size = pdf.bytes.byteLength;
  const etag = `"pdf-${pdf.fileId}"`;
  const ifRange = headers['if-range'];
  const sameVersion = ifRange === undefined || ifRange === etag;
  const range = sameVersion ? parseByteRange(headers.range, size) : undefined;
  if (range === 'unsatisfiable')
    throw new ApiError(416, 'range_not_satisfiable', `The file has ${size} bytes`, {
      headers: { 'content-range': `bytes */${size}` },
    });
  reply.header('accept-ranges', 'bytes').header('etag', etag);
  if (range === undefined)
    return sendFile(reuseCompressedBody(reply, etag), pdf, 'application/pdf');
  return sendFile(
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`),
    { fileName: pdf.fileName, bytes: pdf.bytes.subarray(range.start, range.end + 1) },
    'application/pdf',
  );
}
