import {
  MAX_BOX_POINTS,
  MIN_BOX_POINTS,
  type PlacementRequest,
  type SealPlacement,
  type SignerPlacement,
  type UploadedDocument,
} from '@esign/contract';

/** What a box is: a recipient's signature, an e-meterai stamp or the company seal. */
export type BoxKind = 'sign' | 'e_meterai' | 'seal';

/** A page as displayed, in points. */
export type PageSize = { width: number; height: number };

/** Where a box sits: on `page` (1-based), in points from the page's top-left. */
export type BoxGeometry = { page: number; x: number; y: number; width: number; height: number };

/**
 * A box as the editor holds it. `key` is the editor's own name for it and never changes, even when
 * undo deletes it and redo places it again under a new server id; the server's id and version
 * live in the editor's `saved` copies.
 */
export type EditorBox = BoxGeometry & {
  key: string;
  kind: BoxKind;
  /** The recipient's user id (`sign`), otherwise null. */
  signerId: number | null;
  /** The meterai category (`e_meterai`), otherwise null. */
  meteraiId: number | null;
};

/** A box as the server last confirmed it. */
export type SavedBox = EditorBox & { id: number; version: number };

/** A box of the server's answer, before the editor has given it a key. */
export type ServerBox = Omit<SavedBox, 'key'>;

/** Signature and e-meterai boxes share one id space (signer placements); seals have their own. */
export function serverToken(kind: BoxKind, id: number): string {
  return kind === 'seal' ? `seal:${id}` : `signer:${id}`;
}

export function sameGeometry(a: BoxGeometry, b: BoxGeometry): boolean {
  return (
    a.page === b.page && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
  );
}

export function geometryOf(box: BoxGeometry): BoxGeometry {
  return { page: box.page, x: box.x, y: box.y, width: box.width, height: box.height };
}

/** A signature or e-meterai box of the server, read by the §5 zeroing rule. */
export function serverBoxOfPlacement(placement: SignerPlacement): ServerBox {
  const stamp = placement.sign_type === 'e_meterai';
  return {
    id: placement.id,
    version: placement.version,
    kind: placement.sign_type,
    signerId: stamp ? null : placement.signer_id,
    meteraiId: stamp ? placement.meterai_id : null,
    page: stamp ? placement.page_meterai : placement.sign_page,
    x: stamp ? placement.pos_x_meterai : placement.pos_x_signer,
    y: stamp ? placement.pos_y_meterai : placement.pos_y_signer,
    width: placement.width,
    height: placement.height,
  };
}

export function serverBoxOfSeal(seal: SealPlacement): ServerBox {
  return {
    id: seal.id,
    version: seal.version,
    kind: 'seal',
    signerId: null,
    meteraiId: null,
    page: seal.page,
    x: seal.pos_x,
    y: seal.pos_y,
    width: seal.width,
    height: seal.height,
  };
}

/** Every box of a draft as the server (or the cache) has it: signer placements first, then seals. */
export function serverBoxesOf(document: UploadedDocument): ServerBox[] {
  return [...document.placements.map(serverBoxOfPlacement), ...document.seals.map(serverBoxOfSeal)];
}

/**
 * The `signer/{reference}` payload of a signature or e-meterai box (§5 zeroing rule): a `sign`
 * box sends its meterai fields as 0 and no `meterai_id`; an `e_meterai` box its signer fields as 0
 * and no `signer_id`. `saved` (id and version) turns it into a move or resize of that box.
 */
export function placementRequestOf(
  box: EditorBox,
  saved?: { id: number; version: number },
): PlacementRequest {
  if (box.kind === 'seal') throw new Error('A seal box is saved through e-seal, not signer');
  const identity = saved ? { id: saved.id, version: saved.version } : {};
  const size = { width: round(box.width), height: round(box.height) };
  if (box.kind === 'sign') {
    return {
      ...identity,
      sign_type: 'sign',
      signer_id: box.signerId,
      pos_x_signer: round(box.x),
      pos_y_signer: round(box.y),
      sign_page: box.page,
      pos_x_meterai: 0,
      pos_y_meterai: 0,
      page_meterai: 0,
      ...size,
    };
  }
  return {
    ...identity,
    sign_type: 'e_meterai',
    meterai_id: box.meteraiId,
    pos_x_signer: 0,
    pos_y_signer: 0,
    sign_page: 0,
    pos_x_meterai: round(box.x),
    pos_y_meterai: round(box.y),
    page_meterai: box.page,
    ...size,
  };
}

/** A seal box as `e-seal/set` and `e-seal/update` take it. */
export function sealBoxOf(box: BoxGeometry) {
  return {
    page: box.page,
    pos_x: round(box.x),
    pos_y: round(box.y),
    width: round(box.width),
    height: round(box.height),
  };
}

/** Points are kept to two decimals on the wire: finer than any printer, and stable across zooms. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * A box kept whole on its page: its size within the contract's bounds (and the page), then its
 * position such that no part of it leaves the page.
 */
export function clampToPage<T extends BoxGeometry>(box: T, page: PageSize): T {
  const width = clamp(box.width, MIN_BOX_POINTS, Math.min(MAX_BOX_POINTS, page.width));
  const height = clamp(box.height, MIN_BOX_POINTS, Math.min(MAX_BOX_POINTS, page.height));
  return {
    ...box,
    width: round(width),
    height: round(height),
    x: round(clamp(box.x, 0, page.width - width)),
    y: round(clamp(box.y, 0, page.height - height)),
  };
}
