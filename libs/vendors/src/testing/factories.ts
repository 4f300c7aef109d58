import type { Pagination, Vendor } from '@esign/contract';

export function vendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 7,
    privy_id: 'vendor007',
    vendor_name: 'PT Sinar Abadi',
    npwp: '012345678901234',
    industry: { id: 2, name: 'Construction' },
    position: { id: 3, name: 'Director' },
    status: 'active',
    npwp_image: {
      file_name: 'npwp.png',
      content_type: 'image/png',
      size: 2048,
      width: 480,
      height: 300,
    },
    created_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function pagination(total: number, overrides: Partial<Pagination> = {}): Pagination {
  return {
    total,
    count: Math.min(total, 10),
    per_page: 10,
    current_page: 1,
    total_pages: Math.ceil(total / 10),
    ...overrides,
  };
}
