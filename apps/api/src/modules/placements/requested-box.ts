import type { DraftPlacementType } from '../../db/schema/document-upload';

/** The request fields that carry a box's page and top-left corner, for 400s that name them. */
export interface BoxFieldNames {
  page: string;
  x: string;
  y: string;
}

export const SIGNER_BOX_FIELDS: BoxFieldNames = {
  page: 'sign_page',
  x: 'pos_x_signer',
  y: 'pos_y_signer',
};
export const METERAI_BOX_FIELDS: BoxFieldNames = {
  page: 'page_meterai',
  x: 'pos_x_meterai',
  y: 'pos_y_meterai',
};
export const SEAL_BOX_FIELDS: BoxFieldNames = { page: 'page', x: 'pos_x', y: 'pos_y' };

/** How a sentence names a box of each type. */
export const BOX_TYPE_NAMES: Record<DraftPlacementType, string> = {
  signature: 'a signature box',
  e_meterai: 'an e-meterai box',
  seal: 'a seal box',
};

/** A box as a request asks for it, in the table's terms (points of the page as displayed). */
export interface RequestedBox {
  type: DraftPlacementType;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The recipient of a signature box; null otherwise (or when the request named none). */
  signerUserId: number | null;
  /** The meterai category of an e-meterai box; null otherwise (or when the request named none). */
  meteraiCategoryId: number | null;
  fields: BoxFieldNames;
}

interface SignatureFields {
  signer_id?: number | null | undefined;
  sign_page: number;
  pos_x_signer: number;
  pos_y_signer: number;
  width: number;
  height: number;
}

interface MeteraiFields {
  meterai_id?: number | null | undefined;
  page_meterai: number;
  pos_x_meterai: number;
  pos_y_meterai: number;
  width: number;
  height: number;
}

/** A signature box from the placement payload; its meterai fields are ignored (§5 zeroing). */
export function requestedSignatureBox(input: SignatureFields): RequestedBox {
  return {
    type: 'signature',
    page: input.sign_page,
    x: input.pos_x_signer,
    y: input.pos_y_signer,
    width: input.width,
    height: input.height,
    signerUserId: input.signer_id ?? null,
    meteraiCategoryId: null,
    fields: SIGNER_BOX_FIELDS,
  };
}

/**
 * An e-meterai box from the placement payload or `temporer/add`; signer fields are ignored
 * (§5 zeroing).
 */
export function requestedMeteraiBox(input: MeteraiFields): RequestedBox {
  return {
    type: 'e_meterai',
    page: input.page_meterai,
    x: input.pos_x_meterai,
    y: input.pos_y_meterai,
    width: input.width,
    height: input.height,
    signerUserId: null,
    meteraiCategoryId: input.meterai_id ?? null,
    fields: METERAI_BOX_FIELDS,
  };
}

/** A seal box from `e-seal/set` or `e-seal/update`. */
export function requestedSealBox(input: {
  page: number;
  pos_x: number;
  pos_y: number;
  width: number;
  height: number;
}): RequestedBox {
  return {
    type: 'seal',
    page: input.page,
    x: input.pos_x,
    y: input.pos_y,
    width: input.width,
    height: input.height,
    signerUserId: null,
    meteraiCategoryId: null,
    fields: SEAL_BOX_FIELDS,
  };
}
