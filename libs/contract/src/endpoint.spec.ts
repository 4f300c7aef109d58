import { z } from 'zod';
import { defineEndpoint, endpointRoute, endpointUrl } from './endpoint';
import { buildOpenApiDocument } from './openapi';
import { allEndpoints } from './endpoints';

const documentDetail = defineEndpoint({
  id: 'getDocument',
  method: 'GET',
  prefix: 'admin',
  path: 'document/:id',
  tag: 'documents',
  summary: 'One document',
  access: { permission: 'documents' },
  params: z.object({ id: z.string() }),
  response: z.object({ data: z.object({}) }),
});

describe('endpoint paths', () => {
  it('places each call under its prefix', () => {
    expect(endpointRoute(documentDetail)).toBe('/api/admin/api/v1/document/:id');
    expect(endpointUrl({ prefix: 'auth', path: 'auth/login' })).toBe('/api/auth/api/v1/auth/login');
    expect(endpointUrl({ prefix: 'downloader', path: 'pdf/document/:id' }, { id: 7 })).toBe(
      '/api/downloader/v1/pdf/document/7',
    );
  });

  it('encodes path parameters and refuses a missing one', () => {
    expect(endpointUrl(documentDetail, { id: 'DOC/1 2' })).toBe(
      '/api/admin/api/v1/document/DOC%2F1%202',
    );
    expect(() => endpointUrl(documentDetail, {})).toThrow('Missing path parameter "id"');
  });
});

describe('OpenAPI document', () => {
  it('lists every session call with its method, schemas and public marker', () => {
    const doc = buildOpenApiDocument(allEndpoints, { title: 'API', version: '1' }) as {
      paths: Record<
        string,
        Record<string, { operationId: string; security?: unknown[]; requestBody?: unknown }>
      >;
    };
    expect(doc.paths['/api/admin/api/v1/user/me']?.['get']?.operationId).toBe('getMe');
    expect(doc.paths['/api/admin/api/v1/user/me']?.['put']?.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/api/v1/auth/login']?.['post']?.security).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/api/v1/auth/sso-login',
        '/api/auth/api/v1/auth/refresh-token',
        '/api/admin/api/v1/user/logout',
        '/api/auth/api/v1/api-logout/credential/destroy',
      ]),
    );
  });

  it('describes a multipart call as multipart/form-data with its text fields and binary files', () => {
    const upload = defineEndpoint({
      id: 'upload',
      method: 'POST',
      prefix: 'admin',
      path: 'upload',
      tag: 'test',
      summary: 'An upload',
      access: 'session',
      body: z.object({ title: z.string() }).strict(),
      multipart: {
        files: {
          scan: { required: true, maxBytes: 1024, kinds: ['pdf', 'png'] },
          extra: { required: false, maxBytes: 2048, kinds: ['xlsx'] },
        },
      },
      response: z.object({}),
    });
    const doc = buildOpenApiDocument([upload], { title: 'API', version: '1' }) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const content = doc.paths['/api/admin/api/v1/upload']?.['post']?.requestBody?.content;
    expect(Object.keys(content ?? {})).toEqual(['multipart/form-data']);
    expect(content?.['multipart/form-data']).toMatchObject({
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          scan: { type: 'string', format: 'binary', description: 'pdf, png; at most 1024 bytes' },
          extra: { type: 'string', format: 'binary' },
        },
        required: ['title', 'scan'],
      },
    });
  });

  it('describes a list file field as an array of binary files with its most files', () => {
    const upload = defineEndpoint({
      id: 'uploadMany',
      method: 'POST',
      prefix: 'admin',
      path: 'upload-many',
      tag: 'test',
      summary: 'Uploads',
      access: 'session',
      multipart: {
        files: { files: { required: true, maxBytes: 1024, kinds: ['pdf'], maxCount: 5 } },
      },
      response: z.object({}),
    });
    const doc = buildOpenApiDocument([upload], { title: 'API', version: '1' }) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const content = doc.paths['/api/admin/api/v1/upload-many']?.['post']?.requestBody?.content;
    expect(content?.['multipart/form-data']).toMatchObject({
      schema: {
        properties: {
          files: {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            maxItems: 5,
            minItems: 1,
          },
        },
        required: ['files'],
      },
    });
  });

  it('writes path parameters in OpenAPI braces', () => {
    const doc = buildOpenApiDocument([documentDetail], { title: 'API', version: '1' }) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(['/api/admin/api/v1/document/{id}']);
  });
});
