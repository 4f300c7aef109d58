import type {
  CompanySeal,
  EmateraiTemporer,
  OtpChallenge,
  Recipient,
  RecipientOption,
  SealPlacement,
  SignerPlacement,
  UploadedDocument,
} from '@esign/contract';

// Test data of upload and placement, in the shapes of the contract (libs/contract document-upload).

export function recipient(overrides: Partial<Recipient> = {}): Recipient {
  const userId = overrides.user_id ?? 7;
  return {
    user_id: userId,
    name: `User ${userId}`,
    privy_id: `USR${userId}`,
    order: 1,
    is_uploader: false,
    ...overrides,
  };
}

export function recipientOption(overrides: Partial<RecipientOption> = {}): RecipientOption {
  const id = overrides.id ?? 20;
  return {
    id,
    name: `Option ${id}`,
    privy_id: `OPT${id}`,
    email: `option${id}@example.com`,
    ...overrides,
  };
}

export function signBox(overrides: Partial<SignerPlacement> = {}): SignerPlacement {
  return {
    id: 1,
    sign_type: 'sign',
    signer_id: 7,
    meterai_id: null,
    pos_x_signer: 40,
    pos_y_signer: 60,
    sign_page: 1,
    pos_x_meterai: 0,
    pos_y_meterai: 0,
    page_meterai: 0,
    width: 150,
    height: 75,
    version: 1,
    ...overrides,
  };
}

/** An e-meterai box of category 2 on page 1 at 40, 60. */
export function meteraiBox(overrides: Partial<SignerPlacement> = {}): SignerPlacement {
  return signBox({
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
    ...overrides,
  });
}

export function sealBox(overrides: Partial<SealPlacement> = {}): SealPlacement {
  return {
    id: 1,
    reference_number: 'DOC-001',
    page: 1,
    pos_x: 300,
    pos_y: 600,
    width: 100,
    height: 100,
    version: 1,
    ...overrides,
  };
}

export function uploadedDocument(overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  return {
    reference_number: 'DOC-001',
    name: 'Contract',
    file_name: 'contract.pdf',
    signing_type: 'only_others',
    category_id: 1,
    signing_order: 'sequential',
    seal: false,
    is_viewed: true,
    page_count: 2,
    pages: [
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ],
    recipients: [],
    placements: [],
    seals: [],
    ematerai_count: 0,
    created_at: '2026-11-20T08:00:00+07:00',
    updated_at: '2026-11-20T08:00:00+07:00',
    ...overrides,
  };
}

export function companySeal(overrides: Partial<CompanySeal> = {}): CompanySeal {
  return {
    image: { url: 'data:image/png;base64,iVBORw0KGgo=' },
    width: 100,
    height: 100,
    ...overrides,
  };
}

export function temporer(overrides: Partial<EmateraiTemporer> = {}): EmateraiTemporer {
  return { balance: 12, allocated: 3, cost_center_id: 4, ...overrides };
}

export function otpChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  return {
    id: 'otp-1',
    expires_at: '2099-01-01T00:05:00Z',
    resend_available_at: '2000-01-01T00:00:00Z',
    attempts_left: 5,
    ...overrides,
  };
}

/** GET document-upload: the seal and the drafts. */
export function batchBody(documents: UploadedDocument[], seal: CompanySeal | null = null) {
  return { data: { seal, documents } };
}
