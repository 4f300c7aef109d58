import { describe, expect, it } from '@jest/globals';
import { serverBoxesOf } from '../model/editor-box';
import { editorReducer, initEditorState } from '../model/editor-state';
import { sealBox, signBox, meteraiBox, uploadedDocument } from '../../testing/factories';
import { documentWithBoxes, withBatchDocument } from './batch-cache';

const draft = uploadedDocument({
  placements: [signBox(), meteraiBox()],
  seals: [sealBox()],
  ematerai_count: 1,
  seal: true,
});

describe('the batch cache', () => {
  it('is left as it is when the editor holds what the server sent', () => {
    const state = initEditorState(serverBoxesOf(draft), draft.pages);
    expect(documentWithBoxes(draft, state)).toBe(draft);
  });

  it('shows a box not yet confirmed with a negative id, and counts the stamps', () => {
    const state = editorReducer(initEditorState(serverBoxesOf(draft), draft.pages), {
      type: 'place',
      boxes: [
        {
          kind: 'e_meterai',
          signerId: null,
          meteraiId: 2,
          page: 2,
          x: 10,
          y: 10,
          width: 80,
          height: 80,
        },
      ],
    });
    const next = documentWithBoxes(draft, state);
    expect(next.placements.at(-1)).toMatchObject({
      id: -4,
      version: 0,
      page_meterai: 2,
      signer_id: null,
    });
    expect(next.ematerai_count).toBe(2);
  });

  it('clears the seal flag with the last seal box, as the server does', () => {
    const state = editorReducer(initEditorState(serverBoxesOf(draft), draft.pages), {
      type: 'delete',
      keys: ['b3'],
    });
    expect(documentWithBoxes(draft, state)).toMatchObject({ seal: false, seals: [] });
  });

  it('replaces the draft in a batch cached as data or as the whole envelope', () => {
    const other = uploadedDocument({ reference_number: 'REF-0002' });
    const renamed = (document: typeof draft) => ({ ...document, name: 'Renamed' });
    const data = { seal: null, documents: [other, draft] };
    const next = withBatchDocument(data, 'DOC-001', renamed) as typeof data;
    expect(next.documents.map((document) => document.name)).toEqual(['Contract', 'Renamed']);
    const envelope = { data };
    const nextEnvelope = withBatchDocument(envelope, 'DOC-001', renamed) as typeof envelope;
    expect(nextEnvelope.data.documents[1]?.name).toBe('Renamed');
    expect(withBatchDocument(data, 'DOC-001', (document) => document)).toBe(data);
    expect(withBatchDocument(undefined, 'DOC-001', renamed)).toBeUndefined();
  });
});
