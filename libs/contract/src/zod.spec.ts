import { globalConfig } from 'zod/v4/core';
import { IdSchema } from './primitives';
import { LoginRequestSchema } from './session';

// This file loads zod/mini only (no classic zod, which would set the English locale itself).
describe('the contract’s zod', () => {
  it('speaks English where a schema gives no message of its own', () => {
    const id = IdSchema.safeParse('7');
    expect(id.success).toBe(false);
    expect(id.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');

    const login = LoginRequestSchema.safeParse({});
    expect(login.success).toBe(false);
    expect(login.error?.issues.map((issue) => issue.message)).toContain(
      'Invalid input: expected string, received undefined',
    );
  });

  it('keeps compiled parsers outside a browser (Node has no `document`)', () => {
    expect(globalConfig.jitless).not.toBe(true);
  });
});
