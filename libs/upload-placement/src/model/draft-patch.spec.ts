import { describe, expect, it } from '@jest/globals';
import { recipient, signBox, uploadedDocument } from '../testing/factories';
import { applyDraftPatch, draftFieldsOf, toUpdateRow } from './draft-patch';

describe('draft patch', () => {
  it('shows new recipients in order and drops the boxes of a recipient left out', () => {
    const document = uploadedDocument({
      recipients: [recipient({ user_id: 7 }), recipient({ user_id: 8 })],
      placements: [signBox({ id: 1, signer_id: 7 }), signBox({ id: 2, signer_id: 8 })],
    });
    const next = applyDraftPatch(document, { recipients: [recipient({ user_id: 8, order: 2 })] });
    expect(next.recipients.map((r) => [r.user_id, r.order])).toEqual([[8, 1]]);
    expect(next.placements.map((p) => p.id)).toEqual([2]);
  });

  it('remembers only the fields a patch changes, to put them back after a failure', () => {
    const document = uploadedDocument({ category_id: 3, seal: false });
    expect(draftFieldsOf(document, { seal: true })).toEqual({ seal: false });
  });

  it('sends recipients as user ids in signing order', () => {
    expect(
      toUpdateRow('DOC-1', {
        signing_order: 'sequential',
        recipients: [recipient({ user_id: 9 }), recipient({ user_id: 4 })],
      }),
    ).toEqual({ reference_number: 'DOC-1', signing_order: 'sequential', recipients: [9, 4] });
  });
});
