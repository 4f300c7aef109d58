import { describe, expect, it } from '@jest/globals';
import { getAppSystem } from '@esign/ui-kit';
import { recipientColour } from './recipient-colour';

describe('recipientColour', () => {
  it('gives the first seven recipients distinct theme colours, then repeats', () => {
    const colours = Array.from({ length: 7 }, (_, index) => recipientColour(index));
    expect(new Set(colours).size).toBe(7);
    expect(recipientColour(7)).toBe(recipientColour(0));
    for (const colour of colours)
      expect(getAppSystem().tokens.getByName(`colors.${colour}`)).toBeDefined();
  });

  it('never hands out the brand or the seal’s gray', () => {
    const colours = Array.from({ length: 20 }, (_, index) => recipientColour(index));
    expect(colours.some((colour) => colour.startsWith('brand') || colour.startsWith('gray'))).toBe(
      false,
    );
  });
});
