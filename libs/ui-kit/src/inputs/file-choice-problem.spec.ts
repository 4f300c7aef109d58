import { fileChoiceProblem, type FileChoiceRule } from './file-choice-problem';

const rule: FileChoiceRule = {
  label: 'The scan',
  types: ['image/png'],
  extensions: /\.png$/i,
  kindsText: 'a PNG file',
  maxBytes: 10,
};

describe('fileChoiceProblem', () => {
  it('accepts a file of an accepted type, or of an accepted name when the type is unknown', () => {
    expect(fileChoiceProblem(new File(['x'], 'a.bin', { type: 'image/png' }), rule)).toBeNull();
    expect(fileChoiceProblem(new File(['x'], 'A.PNG'), rule)).toBeNull();
  });

  it('names the accepted kinds for another type, and the limit for a file too large', () => {
    expect(fileChoiceProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }), rule)).toBe(
      'The scan must be a PNG file',
    );
    expect(fileChoiceProblem(new File(['x'.repeat(11)], 'a.png'), rule)).toBe(
      'The scan must be at most 10 Bytes (this file is 11 Bytes)',
    );
  });
});
