import { emptyPagination, type Office, type Pagination } from '@esign/contract';

export function office(overrides: Partial<Office> = {}): Office {
  return {
    id: 2,
    code: 'JKT',
    name: 'Jakarta',
    privy_id: null,
    office_area: null,
    office_branch: null,
    is_default: false,
    is_active: true,
    ...overrides,
  };
}

export function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { ...emptyPagination(), total: 1, count: 1, total_pages: 1, ...overrides };
}
