import { z } from 'zod/mini';
import type { SealPlacement, SignerPlacement, UploadedDocument } from '@esign/contract';
import type { EditorBox, SavedBox } from '../model/editor-box';
import { provisionalId, type EditorState } from '../model/editor-state';

// Fields in the contract's order, so that an unchanged draft compares equal to the server's.
function placementOf(box: EditorBox, saved: SavedBox | undefined): SignerPlacement {
  const id = saved?.id ?? provisionalId(box.key);
  const version = saved?.version ?? 0;
  const stamp = box.kind === 'e_meterai';
  return {
    id,
    sign_type: stamp ? 'e_meterai' : 'sign',
    signer_id: stamp ? null : box.signerId,
    meterai_id: stamp ? box.meteraiId : null,
    pos_x_signer: stamp ? 0 : box.x,
    pos_y_signer: stamp ? 0 : box.y,
    sign_page: stamp ? 0 : box.page,
    pos_x_meterai: stamp ? box.x : 0,
    pos_y_meterai: stamp ? box.y : 0,
    page_meterai: stamp ? box.page : 0,
    width: box.width,
    height: box.height,
    version,
  };
}

function sealOf(box: EditorBox, saved: SavedBox | undefined, reference: string): SealPlacement {
  return {
    id: saved?.id ?? provisionalId(box.key),
    reference_number: reference,
    page: box.page,
    pos_x: box.x,
    pos_y: box.y,
    width: box.width,
    height: box.height,
    version: saved?.version ?? 0,
  };
}

/**
 * The draft with the editor's boxes, as the batch cache should show it while the saves are on
 * their way: a box the server has not confirmed yet carries a negative id and version 0, one
 * stamp is reserved per stamp box, and the seal flag follows the seal boxes (set by the first,
 * cleared with the last, as the server does). The same object when nothing differs.
 */
export function documentWithBoxes(
  document: UploadedDocument,
  state: Pick<EditorState, 'boxes' | 'saved'>,
): UploadedDocument {
  const placements = state.boxes
    .filter((box) => box.kind !== 'seal')
    .map((box) => placementOf(box, state.saved[box.key]));
  const seals = state.boxes
    .filter((box) => box.kind === 'seal')
    .map((box) => sealOf(box, state.saved[box.key], document.reference_number));
  const ematerai = placements.filter((box) => box.sign_type === 'e_meterai').length;
  let seal = document.seal;
  if (seals.length > 0) seal = true;
  else if (document.seals.length > 0) seal = false;
  if (
    seal === document.seal &&
    ematerai === document.ematerai_count &&
    JSON.stringify(placements) === JSON.stringify(document.placements) &&
    JSON.stringify(seals) === JSON.stringify(document.seals)
  )
    return document;
  return { ...document, placements, seals, seal, ematerai_count: ematerai };
}

const DraftRefSchema = z.looseObject({ reference_number: z.string() });
const BatchSchema = z.looseObject({ documents: z.array(DraftRefSchema) });
const BatchEnvelopeSchema = z.looseObject({ data: BatchSchema });

/**
 * The cached batch with one draft replaced. The batch may be cached as the response's `data`
 * (`{seal, documents}`) or as the whole envelope; both are handled, and anything else (not
 * loaded yet) is left as it is.
 */
export function withBatchDocument(
  cached: unknown,
  reference: string,
  update: (document: UploadedDocument) => UploadedDocument,
): unknown {
  const replace = (batch: z.infer<typeof BatchSchema>) => {
    let changed = false;
    const documents = batch.documents.map((draft) => {
      if (draft.reference_number !== reference) return draft;
      const next = update(draft as unknown as UploadedDocument);
      if (next !== (draft as unknown)) changed = true;
      return next;
    });
    return changed ? { ...batch, documents } : batch;
  };
  const envelope = BatchEnvelopeSchema.safeParse(cached);
  if (envelope.success) {
    const data = replace(envelope.data.data);
    return data === envelope.data.data ? cached : { ...envelope.data, data };
  }
  const batch = BatchSchema.safeParse(cached);
  if (batch.success) {
    const next = replace(batch.data);
    return next === batch.data ? cached : next;
  }
  return cached;
}
