import {
  dataEnvelope,
  defineEndpoint,
  endpointRoute,
  ErrorBodySchema,
  IdParamSchema,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { makeSamplePdf } from '../pdf/fixtures/make-sample-pdf';
import {
  EXECUTABLE_BYTES,
  jpegHeader,
  multipartPayload,
  pngClaiming,
  rawMultipart,
  type MultipartParts,
} from '../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { registerEndpoint } from './register-endpoint';

// Endpoints that exist only in this test, declared the way the contract declares uploads.
const ATTACHMENT_MAX = 64 * 1024;

const uploadProbe = defineEndpoint({
  id: 'uploadProbe',
  method: 'POST',
  prefix: 'tools',
  path: 'probe/upload',
  tag: 'test',
  summary: 'A required attachment, an optional sheet and a few text fields',
  access: 'session',
  body: z
    .object({
      title: z.string().min(1, 'Must not be empty'),
      count: IdParamSchema,
      tags: z.array(z.string()).max(3).optional(),
    })
    .strict(),
  multipart: {
    files: {
      attachment: { required: true, maxBytes: ATTACHMENT_MAX, kinds: ['pdf', 'png', 'jpeg'] },
      sheet: { required: false, maxBytes: 2048, kinds: ['xlsx'] },
    },
  },
  response: dataEnvelope(
    z.object({
      title: z.string(),
      count: z.number(),
      tags: z.array(z.string()).nullable(),
      attachment: z.object({
        file_name: z.string(),
        kind: z.string(),
        content_type: z.string(),
        size: z.number(),
      }),
      has_sheet: z.boolean(),
    }),
  ),
  successStatus: 201,
});

const listProbe = defineEndpoint({
  id: 'listProbe',
  method: 'POST',
  prefix: 'tools',
  path: 'probe/list',
  tag: 'test',
  summary: 'Up to three PDFs, each judged on its own',
  access: 'session',
  multipart: {
    files: {
      files: {
        required: true,
        maxBytes: ATTACHMENT_MAX,
        kinds: ['pdf'],
        maxCount: 3,
        perFile: true,
      },
    },
  },
  response: dataEnvelope(
    z.object({
      files: z.array(
        z.object({
          file_name: z.string(),
          refused: z.boolean(),
          code: z.string().nullable(),
          pages: z.number().nullable(),
        }),
      ),
    }),
  ),
});

const jsonProbe = defineEndpoint({
  id: 'jsonProbe',
  method: 'POST',
  prefix: 'tools',
  path: 'probe/json',
  tag: 'test',
  summary: 'A JSON body',
  access: 'session',
  body: z.object({ name: z.string() }).strict(),
  response: dataEnvelope(z.object({ name: z.string() })),
});

let t: TestApp;
let token: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      registerEndpoint(app, uploadProbe, async ({ body, files }) => ({
        data: {
          title: body.title,
          count: body.count,
          tags: body.tags ?? null,
          attachment: {
            file_name: files.attachment.fileName,
            kind: files.attachment.kind,
            content_type: files.attachment.contentType,
            size: files.attachment.bytes.byteLength,
          },
          has_sheet: files.sheet !== undefined,
        },
      }));
      registerEndpoint(app, listProbe, async ({ files }) => ({
        data: {
          files: files.files.map((file) =>
            'refused' in file
              ? { file_name: file.fileName, refused: true, code: file.code, pages: null }
              : {
                  file_name: file.fileName,
                  refused: false,
                  code: null,
                  pages: file.pdf?.pageCount ?? null,
                },
          ),
        },
      }));
      registerEndpoint(app, jsonProbe, async ({ body }) => ({ data: { name: body.name } }));
    },
  });
  token = (await signIn(t, 'superadmin')).token;
  pdf = await makeSamplePdf({ pages: 1 });
});

afterAll(async () => {
  await t?.close();
});

const url = endpointRoute(uploadProbe);

function send(parts: MultipartParts) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: multipartPayload(parts),
  });
}

const validFields = { title: 'Purchase order', count: '3' };

function errorOf(response: { body: string }) {
  return ErrorBodySchema.parse(JSON.parse(response.body));
}

describe('multipart bodies', () => {
  it('hands the handler its text fields, lists from name[] and each file recognised by its bytes', async () => {
    const response = await send({
      fields: { ...validFields, tags: ['a', 'b'] },
      files: {
        attachment: {
          bytes: pdf,
          fileName: '../../etc/po\u0007 "scan".pdf',
          contentType: 'text/plain',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        title: 'Purchase order',
        count: 3,
        tags: ['a', 'b'],
        attachment: {
          // The form encodes the quotes and busboy keeps the base name; the control character goes.
          file_name: 'po- %22scan%22.pdf',
          kind: 'pdf',
          content_type: 'application/pdf',
          size: pdf.byteLength,
        },
        has_sheet: false,
      },
    });
  });

  it('reads a single name[] field as a list of one', async () => {
    const response = await send({
      fields: { ...validFields, tags: ['only'] },
      files: { attachment: { bytes: pdf, fileName: 'po.pdf' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ data: { tags: ['only'] } });
  });

  it('takes an image whose header declares a sane size, without decoding it', async () => {
    for (const [bytes, kind] of [
      [pngClaiming(800, 600), 'png'],
      [jpegHeader(1200, 1600), 'jpeg'],
    ] as const) {
      const response = await send({
        fields: validFields,
        files: { attachment: { bytes, fileName: `scan.${kind}` } },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        data: { attachment: { kind, content_type: `image/${kind}` } },
      });
    }
  });

  it('refuses a file over its field limit with 413 naming the field and the limit', async () => {
    const response = await send({
      fields: validFields,
      files: {
        attachment: { bytes: new Uint8Array(ATTACHMENT_MAX + 1).fill(0x25), fileName: 'a.pdf' },
      },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'payload_too_large',
      error: 'attachment is larger than 64 KB',
    });
  });

  it('refuses a body whose declared length is over the endpoint limit before reading it', async () => {
    const { payload, contentType } = rawMultipart('b0undary', [
      { headers: 'Content-Disposition: form-data; name="title"', body: 'x' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(token),
        'content-type': contentType,
        'content-length': String(64 * 1024 + ATTACHMENT_MAX + 2048 + 1),
      },
      payload,
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    [
      'an executable renamed .pdf',
      EXECUTABLE_BYTES,
      'setup.pdf',
      'Must be a PDF, PNG or JPEG file',
    ],
    [
      'a zip',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      'po.pdf',
      'Must be a PDF, PNG or JPEG file',
    ],
    ['empty', new Uint8Array(0), 'po.pdf', 'Must be a PDF, PNG or JPEG file'],
    [
      'a PDF that does not open',
      Buffer.from(`%PDF-1.7\n${'garbage '.repeat(20)}`),
      'po.pdf',
      'The PDF is truncated (no end-of-file marker)',
    ],
    [
      'a PNG claiming 20000 × 10 pixels',
      pngClaiming(20_000, 10),
      'po.png',
      'The image is 20000 × 10 pixels; at most 10000 × 10000 is accepted',
    ],
    [
      'a JPEG without a frame header',
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      'po.jpg',
      'The JPEG image is damaged (no readable size)',
    ],
  ])('refuses %s with 400 naming the field', async (_label, bytes, fileName, message) => {
    const response = await send({
      fields: validFields,
      files: { attachment: { bytes, fileName, contentType: 'application/pdf' } },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([{ param: 'attachment', messages: [message] }]);
  });

  it('refuses a file under a name the endpoint does not declare', async () => {
    const response = await send({
      fields: validFields,
      files: {
        attachment: { bytes: pdf, fileName: 'po.pdf' },
        payload: { bytes: pdf, fileName: 'other.pdf' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'payload', messages: ['payload is not a file field of this call'] },
    ]);
  });

  it('refuses a second file under one name', async () => {
    const response = await send({
      fields: validFields,
      files: {
        attachment: [
          { bytes: pdf, fileName: 'one.pdf' },
          { bytes: pdf, fileName: 'two.pdf' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'attachment', messages: ['Send one file only'] },
    ]);
  });

  it('refuses a body without its required file, naming it', async () => {
    const response = await send({ fields: validFields });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'attachment', messages: ['Attachment is required'] },
    ]);
  });

  it('refuses a file field sent as text, naming it', async () => {
    const response = await send({
      fields: { ...validFields, attachment: 'not a file' },
      files: { sheet: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'attachment', messages: ['attachment must be a file'] },
    ]);
  });

  it('validates the text fields with the body schema, in the error shape of a JSON body', async () => {
    const multipart = await send({
      fields: { title: '', count: '1.5', extra: 'x' },
      files: { attachment: { bytes: pdf, fileName: 'po.pdf' } },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: endpointRoute(jsonProbe),
      headers: bearer(token),
      payload: { name: 1, extra: 'x' },
    });
    expect(multipart.statusCode).toBe(400);
    expect(json.statusCode).toBe(400);
    const error = errorOf(multipart);
    expect(Object.keys(error).sort()).toEqual(Object.keys(errorOf(json)).sort());
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      error: 'Data sent is invalid',
    });
    expect(error.messages).toEqual(
      expect.arrayContaining([
        { param: 'title', messages: ['Must not be empty'] },
        { param: 'extra', messages: ['Extra is not allowed'] },
        expect.objectContaining({ param: 'count' }),
      ]),
    );
  });

  it('refuses a field sent twice without [] and a list longer than its schema allows', async () => {
    const twice = rawMultipart('b0undary', [
      { headers: 'Content-Disposition: form-data; name="title"', body: 'one' },
      { headers: 'Content-Disposition: form-data; name="title"', body: 'two' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': twice.contentType },
      payload: twice.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'title', messages: ['Send title once (or as title[] for a list)'] },
    ]);

    const long = await send({
      fields: { ...validFields, tags: ['a', 'b', 'c', 'd'] },
      files: { attachment: { bytes: pdf, fileName: 'po.pdf' } },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).messages).toEqual([expect.objectContaining({ param: 'tags' })]);
  });

  it('answers JSON sent to a multipart endpoint with 415 naming multipart/form-data', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { title: 'x', count: 1 },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).error).toBe('This call takes multipart/form-data');

    const empty = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(empty.statusCode).toBe(415);
    expect(errorOf(empty).error).toBe('This call takes multipart/form-data');
  });

  it('keeps refusing multipart sent to a JSON endpoint with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointRoute(jsonProbe),
      headers: bearer(token),
      payload: multipartPayload({ fields: { name: 'x' } }),
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ code: 'unsupported_media_type' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n')],
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=expected',
      rawMultipart('other', [
        { headers: 'Content-Disposition: form-data; name="title"', body: 'x' },
      ]).payload,
    ],
    [
      'a body cut off inside a file',
      'multipart/form-data; boundary=cut',
      rawMultipart(
        'cut',
        [
          {
            headers: 'Content-Disposition: form-data; name="attachment"; filename="a.pdf"',
            body: '%PDF-1.7',
          },
        ],
        false,
      ).payload.subarray(0, 80),
    ],
    [
      'a part without a content-disposition',
      'multipart/form-data; boundary=bare',
      rawMultipart('bare', [{ headers: 'Content-Type: text/plain', body: 'x' }]).payload,
    ],
  ])(
    'answers a malformed multipart body (%s) with 400, never 500',
    async (_label, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    },
  );

  it('asks for a session before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: multipartPayload({ fields: validFields }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('multipart list fields judged per file', () => {
  const listUrl = endpointRoute(listProbe);
  const sendList = (parts: MultipartParts) =>
    t.app.inject({
      method: 'POST',
      url: listUrl,
      headers: bearer(token),
      payload: multipartPayload(parts),
    });

  it('hands over every file of a list field in order, a bad one as a refusal with its reason', async () => {
    const response = await sendList({
      files: {
        files: [
          { bytes: pdf, fileName: 'one.pdf' },
          { bytes: pngClaiming(10, 10), fileName: 'picture.pdf' },
          { bytes: pdf.subarray(0, pdf.byteLength - 40), fileName: 'cut.pdf' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        files: [
          { file_name: 'one.pdf', refused: false, code: null, pages: 1 },
          { file_name: 'picture.pdf', refused: true, code: 'file_kind', pages: null },
          { file_name: 'cut.pdf', refused: true, code: 'pdf_invalid', pages: null },
        ],
      },
    });
  });

  it('refuses one file more than the field takes with a 400 naming the field', async () => {
    const one = { bytes: pdf, fileName: 'a.pdf' };
    const response = await sendList({ files: { files: [one, one, one, one] } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'files', messages: ['Send at most 3 files'] },
    ]);
  });

  it('still fails the whole request with 413 when one file of the list is over its limit', async () => {
    const response = await sendList({
      files: {
        files: [
          { bytes: pdf, fileName: 'a.pdf' },
          { bytes: new Uint8Array(ATTACHMENT_MAX + 1).fill(0x25), fileName: 'big.pdf' },
        ],
      },
    });
    expect(response.statusCode).toBe(413);
  });

  it('asks for a required list field that was not sent', async () => {
    const response = await sendList({ fields: {} });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).messages).toEqual([
      { param: 'files', messages: ['Files is required'] },
    ]);
  });
});
