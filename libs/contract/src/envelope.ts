import { z } from './zod';
import { MAX_INT_ID, wholeNumberParam } from './primitives';

/**
 * Every JSON success body is `{ data, meta? }`. A "->" path of spec §7 that does not start
 * with `data.` is read inside `data` (e.g. login "-> token" is `data.token`).
 */
export function dataEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

export const PaginationSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  count: z.number().check(z.int(), z.nonnegative()),
  per_page: z.number().check(z.int(), z.positive()),
  current_page: z.number().check(z.int(), z.positive()),
  total_pages: z.number().check(z.int(), z.nonnegative()),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const PaginationMetaSchema = z.object({ pagination: PaginationSchema });
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

/** `{ data, meta: { pagination } }` — the shape of every list. */
export function paginatedEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data, meta: PaginationMetaSchema });
}

/** Page sizes are not given by the spec; 10 by default, at most 100 per page. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const PaginationQuerySchema = z.object({
  page: z._default(wholeNumberParam(1, MAX_INT_ID), 1),
  per_page: z._default(wholeNumberParam(1, MAX_PER_PAGE), DEFAULT_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The pagination block for a page of a list of `total` rows. */
export function paginationFor(total: number, query: PaginationQuery, count: number): Pagination {
  return {
    total,
    count,
    per_page: query.per_page,
    current_page: query.page,
    total_pages: Math.ceil(total / query.per_page),
  };
}

/** An empty list page, what list loaders fall back to after an error (spec §8). */
export function emptyPagination(perPage = DEFAULT_PER_PAGE): Pagination {
  return { total: 0, count: 0, per_page: perPage, current_page: 1, total_pages: 0 };
}

/** A field-level validation message: the param name and what is wrong with it. */
export const FieldMessagesSchema = z.object({
  param: z.string(),
  messages: z.array(z.string()),
});
export type FieldMessages = z.infer<typeof FieldMessagesSchema>;

/**
 * Every error body. `error` is a human sentence; `messages` lists field problems
 * (400); `code` is a stable machine code; `transaction_id` ties it to the HTTP log.
 */
export const ErrorBodySchema = z.object({
  status: z.number().check(z.int()),
  code: z.string(),
  error: z.string(),
  errors: z.optional(z.array(z.string())),
  messages: z.optional(z.array(z.union([z.string(), FieldMessagesSchema]))),
  /** A failed OTP verify: the challenge and what went wrong (spec §4 "otp_detail"). */
  otp_detail: z.optional(z.object({ id: z.string(), message: z.string() })),
  transaction_id: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A body with only a confirmation message (actions whose response the spec does not show). */
export const MessageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
