import { DEFAULT_PER_PAGE, VendorStatusSchema, type VendorListQuery } from '@esign/contract';
import { positiveIntParam } from '@esign/offices';

/** The list's query from its URL (`?page=2&search=maju&status=waiting`); anything unreadable is left out. */
export function vendorListQueryOf(params: URLSearchParams): VendorListQuery {
  const search = params.get('search')?.trim().slice(0, 100);
  const status = VendorStatusSchema.safeParse(params.get('status'));
  return {
    page: positiveIntParam(params.get('page')) ?? 1,
    per_page: DEFAULT_PER_PAGE,
    ...(search ? { search } : {}),
    ...(status.success ? { status: status.data } : {}),
  };
}
