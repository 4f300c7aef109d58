import { z } from 'zod';
import {
  ErrorBodySchema,
  paginatedEnvelope,
  PaginationQuerySchema,
  paginationFor,
} from './envelope';

describe('envelope', () => {
  it('reads a list as data plus meta.pagination', () => {
    const schema = paginatedEnvelope(z.array(z.object({ id: z.number() })));
    const body = {
      data: [{ id: 1 }],
      meta: { pagination: { total: 11, count: 1, per_page: 10, current_page: 2, total_pages: 2 } },
    };
    expect(schema.parse(body).meta.pagination.total).toBe(11);
    expect(schema.safeParse({ data: [{ id: 1 }] }).success).toBe(false);
  });

  it('defaults the page query and caps the page size at 100', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(PaginationQuerySchema.parse({ page: '3', per_page: '25' })).toEqual({
      page: 3,
      per_page: 25,
    });
    expect(PaginationQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('computes the number of pages from the total', () => {
    expect(paginationFor(21, { page: 1, per_page: 10 }, 10)).toEqual({
      total: 21,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: 3,
    });
    expect(paginationFor(0, { page: 1, per_page: 10 }, 0).total_pages).toBe(0);
  });

  it('accepts field messages and plain messages in an error body', () => {
    const body = {
      status: 400,
      code: 'validation_failed',
      error: 'Data sent is invalid',
      messages: [{ param: 'office_area_id', messages: ['Required'] }, 'plain'],
      transaction_id: 'f3b1',
    };
    expect(ErrorBodySchema.parse(body).messages).toHaveLength(2);
    expect(ErrorBodySchema.safeParse({ ...body, transaction_id: undefined }).success).toBe(false);
  });
});
