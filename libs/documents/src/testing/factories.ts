import type {
  DocumentCategory,
  DocumentDetail,
  DocumentSigner,
  DocumentSummary,
  Pagination,
} from '@esign/contract';

export function documentSigner(overrides: Partial<DocumentSigner> = {}): DocumentSigner {
  return {
    id: 11,
    order: 1,
    status: 'waiting',
    is_uploader: false,
    signed_at: null,
    reject_reason: null,
    auth_user: { id: 7, privy_id: 'demo002', name: 'Siti Rahayu' },
    ...overrides,
  };
}

export function documentCategory(overrides: Partial<DocumentCategory> = {}): DocumentCategory {
  return { id: 3, category_name: 'Contract', is_confidential: false, ...overrides };
}

export function documentSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id: 1,
    reference_number: 'DOC-0001',
    name: 'Employment agreement',
    category: documentCategory(),
    uploader: { id: 1, privy_id: 'demo001', name: 'Budi Santoso' },
    office_area_code: 'JKT',
    office_area_name: 'Jakarta',
    office_branch_code: 'JKT-01',
    office_branch_name: 'Sudirman',
    office_department_code: 'HR',
    office_department_name: 'Human Resources',
    signing_order: 'parallel',
    status_document: 'need_to_sign',
    otp_status: 'waiting',
    can_sign: true,
    can_void: false,
    can_reject: true,
    signers: [documentSigner()],
    created_at: '2025-03-01T08:30:00.000Z',
    expires_at: null,
    ...overrides,
  };
}

export function documentDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    ...documentSummary(),
    page_count: 2,
    placements: [
      { id: 1, type: 'signature', signer_id: 11, page: 1, x: 50, y: 600, width: 150, height: 60 },
    ],
    seal_detail: null,
    reject_reason: null,
    void_reason: null,
    completed_at: null,
    ...overrides,
  };
}

export function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1, ...overrides };
}

export function documentListBody(rows: DocumentSummary[], page: Partial<Pagination> = {}) {
  return {
    data: { data: rows },
    meta: { pagination: pagination({ total: rows.length, count: rows.length, ...page }) },
  };
}
