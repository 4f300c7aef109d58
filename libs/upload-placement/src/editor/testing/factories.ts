import type { Recipient, SealPlacement, SignerPlacement, UploadedDocument } from '@esign/contract';

const A4 = { width: 595, height: 842 };

export function recipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    user_id: 7,
    name: 'Rina',
    privy_id: 'RINA01',
    order: 1,
    is_uploader: false,
    ...overrides,
  };
}

/** A signature box of recipient 7 on page 1 at 100, 200 (version 3). */
export function signerPlacement(overrides: Partial<SignerPlacement> = {}): SignerPlacement {
  return {
    id: 11,
    sign_type: 'sign',
    signer_id: 7,
    meterai_id: null,
    pos_x_signer: 100,
    pos_y_signer: 200,
    sign_page: 1,
    pos_x_meterai: 0,
    pos_y_meterai: 0,
    page_meterai: 0,
    width: 150,
    height: 75,
    version: 3,
    ...overrides,
  };
}

/** An e-meterai box of category 2 on page 1 at 40, 60. */
export function stampPlacement(overrides: Partial<SignerPlacement> = {}): SignerPlacement {
  return signerPlacement({
    id: 21,
    sign_type: 'e_meterai',
    signer_id: null,
    meterai_id: 2,
    pos_x_signer: 0,
    pos_y_signer: 0,
    sign_page: 0,
    pos_x_meterai: 40,
    pos_y_meterai: 60,
    page_meterai: 1,
    width: 80,
    height: 80,
    version: 1,
    ...overrides,
  });
}

export function sealPlacement(overrides: Partial<SealPlacement> = {}): SealPlacement {
  return {
    id: 31,
    reference_number: 'REF-0001',
    page: 1,
    pos_x: 400,
    pos_y: 600,
    width: 100,
    height: 100,
    version: 1,
    ...overrides,
  };
}

/** A three-page A4 draft with one recipient (Rina, user 7) and no boxes. */
export function uploadedDocument(overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  const pageCount = overrides.pages?.length ?? 3;
  return {
    reference_number: 'REF-0001',
    name: 'Contract',
    file_name: 'contract.pdf',
    signing_type: 'only_others',
    category_id: null,
    signing_order: 'sequential',
    seal: false,
    is_viewed: true,
    page_count: pageCount,
    pages: Array.from({ length: pageCount }, () => A4),
    recipients: [recipient()],
    placements: [],
    seals: [],
    ematerai_count: 0,
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}
