import { normalizeMultipleEmail } from './normalize-multiple-email';

describe('normalizeMultipleEmail', () => {
  it('turns a typed space into a comma separator', () => {
    expect(normalizeMultipleEmail('a@corp.id ')).toBe('a@corp.id,');
  });

  it('collapses duplicate commas', () => {
    expect(normalizeMultipleEmail('a@corp.id,,b@corp.id')).toBe('a@corp.id,b@corp.id');
    expect(normalizeMultipleEmail('a@corp.id, b@corp.id')).toBe('a@corp.id,b@corp.id');
  });

  it('separates a pasted list split by spaces, tabs or new lines', () => {
    expect(normalizeMultipleEmail('a@corp.id  b@corp.id\tc@corp.id\nd@corp.id')).toBe(
      'a@corp.id,b@corp.id,c@corp.id,d@corp.id',
    );
  });

  it('drops a leading separator', () => {
    expect(normalizeMultipleEmail(' ,a@corp.id')).toBe('a@corp.id');
    expect(normalizeMultipleEmail(' ')).toBe('');
  });
});
