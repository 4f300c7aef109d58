import {
  DocumentListResponseSchema,
  SendUploadedDocumentResponseSchema,
  type DocumentListResponse,
} from '@esign/contract';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { compileResponseSerializer } from './response-serializer';

const signer = {
  id: 3,
  order: 1,
  status: 'signed' as const,
  is_uploader: true,
  signed_at: '2026-03-02T08:00:00.000Z',
  reject_reason: null,
  auth_user: { id: 2, privy_id: 'PRIVY02', name: 'Sari' },
};

/** One list page as the document list returns it, with fields the contract does not name. */
function listPage(): DocumentListResponse {
  return DocumentListResponseSchema.parse({
    data: {
      data: [
        {
          id: 1,
          reference_number: 'DOC-0001',
          name: 'Lease "annex" – Jakarta\n2026',
          category: { id: 4, category_name: 'Lease Agreement', is_confidential: false },
          uploader: { id: 2, privy_id: 'PRIVY02', name: 'Sari' },
          office_area_code: 'JKT',
          office_area_name: 'Jakarta',
          office_branch_code: null,
          office_branch_name: null,
          office_department_code: null,
          office_department_name: null,
          signing_order: 'sequential',
          status_document: 'need_to_sign',
          otp_status: 'none',
          can_sign: false,
          can_void: false,
          can_reject: false,
          signers: [signer],
          created_at: '2026-03-01T08:00:00.000Z',
          expires_at: null,
        },
      ],
    },
    meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 } },
  });
}

describe('compileResponseSerializer', () => {
  it('writes a list page exactly as validating and stringifying it would', () => {
    const page = listPage();
    const write = compileResponseSerializer(DocumentListResponseSchema);
    expect(write(page)).toBe(JSON.stringify(DocumentListResponseSchema.parse(page)));
  });

  it('leaves out every field the schema does not name, at any depth', () => {
    const page = listPage();
    const [first] = page.data.data;
    const leaky = {
      ...page,
      internal: 'x',
      data: {
        data: [
          {
            ...first,
            password_hash: 'secret',
            signers: [{ ...signer, documentId: 1, auth_user: { ...signer.auth_user, email: 'e' } }],
          },
        ],
      },
    };
    const write = compileResponseSerializer(DocumentListResponseSchema);
    expect(JSON.parse(write(leaky))).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it('writes each member of a discriminated union with its own fields', () => {
    const write = compileResponseSerializer(SendUploadedDocumentResponseSchema);
    const sent = { status: 'sent', reference_number: 'DOC-1', message: 'Sent', otp: 'leak' };
    expect(JSON.parse(write({ data: sent }))).toEqual({
      data: { status: 'sent', reference_number: 'DOC-1', message: 'Sent' },
    });
  });

  it('skips undefined optional fields and writes null for null ones', () => {
    const schema = z.object({ a: z.string().optional(), b: z.number().nullable() });
    expect(compileResponseSerializer(schema)({ a: undefined, b: null })).toBe('{"b":null}');
  });
});
