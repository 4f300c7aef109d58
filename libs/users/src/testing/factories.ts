import type { ExternalUser, InternalUser, Pagination } from '@esign/contract';

export function internalUser(overrides: Partial<InternalUser> = {}): InternalUser {
  return {
    id: 7,
    privy_id: 'DEMO002',
    name: 'Siti Rahayu',
    email: 'siti.rahayu@demo.example.co.id',
    user_type: 0,
    is_active: true,
    role: { id: 2, name: 'signer', description: 'Document Signer' },
    job_position: { id: 1, name: 'Staff' },
    office_area_id: 2,
    office_area_code: 'JKT',
    office_area_name: 'Jakarta',
    office_branch_id: 3,
    office_branch_code: 'JKT-SEL',
    office_branch_name: 'Jakarta Selatan',
    office_department_id: 4,
    office_department_code: 'LGL',
    office_department_name: 'Legal & Compliance',
    created_at: '2026-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function externalUser(overrides: Partial<ExternalUser> = {}): ExternalUser {
  return {
    id: 31,
    privy_id: 'EXT200',
    name: 'Maya Anggraini',
    email: 'maya.anggraini@partner.example.com',
    created_at: '2026-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { total: 2, count: 2, per_page: 10, current_page: 1, total_pages: 1, ...overrides };
}
