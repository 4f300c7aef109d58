import { DEFAULT_PER_PAGE, VendorStatusSchema, type VendorListQuery } from '@esign/contract';
import { urlListQueryOf } from '@esign/ui-kit';

/** The list's query from its URL (`?page=2&search=maju&status=waiting`); an unknown status is left out. */
export function vendorListQueryOf(params: URLSearchParams): VendorListQuery {
  const status = VendorStatusSchema.safeParse(params.get('status'));
  return {
    ...urlListQueryOf(params, DEFAULT_PER_PAGE),
    ...(status.success ? { status: status.data } : {}),
  };
}
