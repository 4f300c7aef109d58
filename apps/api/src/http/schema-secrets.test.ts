import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { login, listDocuments } from '@esign/contract';
import { schemaMayHoldSecrets } from './schema-secrets';

describe('schemaMayHoldSecrets', () => {
  it('finds no secret in a schema of named, harmless fields at any depth', () => {
    const page = z.object({
      data: z.array(
        z.object({
          id: z.number(),
          name: z.string().nullable(),
          state: z.enum(['draft', 'done']),
          signers: z.array(z.object({ user_id: z.number(), signed_at: z.date().optional() })),
        }),
      ),
      meta: z.object({ total: z.number().default(0), kind: z.literal('page') }),
    });
    expect(schemaMayHoldSecrets(page)).toBe(false);
  });

  it('finds a field named like a secret however deep, in zod and zod/mini alike', () => {
    expect(schemaMayHoldSecrets(z.object({ data: z.object({ token: z.string() }) }))).toBe(true);
    expect(
      schemaMayHoldSecrets(
        z.object({ items: z.array(z.object({ newPassword: z.string().optional() })) }),
      ),
    ).toBe(true);
    expect(schemaMayHoldSecrets(mini.object({ otp_code: mini.string() }))).toBe(true);
    expect(schemaMayHoldSecrets(mini.object({ otp_status: mini.string() }))).toBe(false);
  });

  it('treats fields the schema does not name as possible secrets', () => {
    expect(schemaMayHoldSecrets(z.record(z.string(), z.string()))).toBe(true);
    expect(schemaMayHoldSecrets(z.looseObject({ id: z.number() }))).toBe(true);
    expect(schemaMayHoldSecrets(z.object({ extra: z.unknown() }))).toBe(true);
    expect(schemaMayHoldSecrets(z.object({ id: z.number() }).catchall(z.string()))).toBe(true);
  });

  it('looks into every member of unions, intersections, tuples, pipes and lazy schemas', () => {
    const harmless = z.object({ id: z.number() });
    const secret = z.object({ secret: z.string() });
    expect(schemaMayHoldSecrets(z.union([harmless, secret]))).toBe(true);
    expect(schemaMayHoldSecrets(z.union([harmless, z.null()]))).toBe(false);
    expect(schemaMayHoldSecrets(z.intersection(harmless, secret))).toBe(true);
    expect(schemaMayHoldSecrets(z.tuple([harmless], secret))).toBe(true);
    expect(
      schemaMayHoldSecrets(
        harmless.pipe(z.object({ id: z.number(), apiKey: z.string().optional() })),
      ),
    ).toBe(true);
    expect(schemaMayHoldSecrets(z.lazy(() => secret))).toBe(true);
  });

  it('ends on a recursive schema', () => {
    type Node = { id: number; children: Node[] };
    const node: z.ZodType<Node> = z.object({
      id: z.number(),
      children: z.array(z.lazy(() => node)),
    });
    expect(schemaMayHoldSecrets(node)).toBe(false);
  });

  it('tells the login response (a token) from a document list page', () => {
    expect(login.response && schemaMayHoldSecrets(login.response)).toBe(true);
    expect(listDocuments.response && schemaMayHoldSecrets(listDocuments.response)).toBe(false);
  });
});
