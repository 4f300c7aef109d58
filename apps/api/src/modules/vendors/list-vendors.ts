import { paginationFor, type VendorListQuery, type VendorListResponse } from '@esign/contract';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { vendors } from '../../db/schema/vendors';
import { loadVendors } from './load-vendors';

/** GET admin master-data/vendor: a page of vendor accounts, searched by PrivyID, name or NPWP. */
export async function listVendors(
  executor: Executor,
  query: VendorListQuery,
): Promise<VendorListResponse> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(vendors.privyId, pattern),
        ilike(vendors.vendorName, pattern),
        ilike(vendors.npwp, pattern),
      ),
    );
  }
  if (query.status) conditions.push(eq(vendors.status, query.status));
  const where = and(...conditions);
  const data = await loadVendors(executor, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const [total] = await executor.select({ total: count() }).from(vendors).where(where);
  return {
    data: { data },
    meta: { pagination: paginationFor(total?.total ?? 0, query, data.length) },
  };
}
