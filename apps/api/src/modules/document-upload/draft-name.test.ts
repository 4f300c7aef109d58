import { describe, expect, it } from '@jest/globals';
import { draftNameOf, FALLBACK_DRAFT_NAME } from './draft-name';

describe('draftNameOf', () => {
  it('drops the .pdf extension and keeps a name that already fits the rule', () => {
    expect(draftNameOf('Service Agreement_v2.1.PDF')).toBe('Service Agreement_v2.1');
  });

  it('strips folders and control characters and turns other characters into one underscore each run', () => {
    expect(draftNameOf('C:\\scans/Offer\u0001 #7 (final)€€.pdf')).toBe('Offer _7 _final_');
  });

  it('caps the name at 100 characters', () => {
    expect(draftNameOf(`${'a'.repeat(150)}.pdf`)).toBe('a'.repeat(100));
  });

  it('falls back to a fixed name when nothing usable is left', () => {
    expect(draftNameOf('.pdf')).toBe(FALLBACK_DRAFT_NAME);
    expect(draftNameOf('\u0001\u0002.pdf')).toBe(FALLBACK_DRAFT_NAME);
    expect(draftNameOf('   ')).toBe(FALLBACK_DRAFT_NAME);
  });
});
