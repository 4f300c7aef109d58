import { describe, expect, it } from '@jest/globals';
import { uploadedDocument, recipient, signBox } from '../testing/factories';
import { draftProblems } from './draft-problems';

describe('draftProblems', () => {
  it('names everything a fresh draft lacks', () => {
    expect(
      draftProblems(uploadedDocument({ signing_type: null, category_id: null, is_viewed: false })),
    ).toEqual(['Choose a signing type', 'Choose a category', 'Open the document to view it']);
  });

  it('asks for a box per recipient and for the seal when the seal is on', () => {
    const document = uploadedDocument({
      signing_type: 'only_others',
      recipients: [
        recipient({ user_id: 7, name: 'Sari' }),
        recipient({ user_id: 8, name: 'Budi' }),
      ],
      placements: [signBox({ signer_id: 7 })],
      seal: true,
    });
    expect(draftProblems(document)).toEqual([
      'Place a signature box for Budi',
      'Place the company seal',
    ]);
  });

  it('finds nothing wrong with a complete draft', () => {
    const document = uploadedDocument({
      signing_type: 'only_others',
      recipients: [recipient({ user_id: 7 })],
      placements: [signBox({ signer_id: 7 })],
    });
    expect(draftProblems(document)).toEqual([]);
  });
});
