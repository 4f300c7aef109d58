import type { Vendor } from '@esign/contract';

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
