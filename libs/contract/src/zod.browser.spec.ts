/**
 * @jest-environment jsdom
 */
import { globalConfig } from 'zod/v4/core';
import { LoginRequestSchema } from './session';

describe('the contract’s zod in a browser', () => {
  it('parses without compiling code (the Content-Security-Policy refuses eval)', () => {
    expect(globalConfig.jitless).toBe(true);
    expect(LoginRequestSchema.parse({ username: ' admin ', password: 'c2VjcmV0' })).toEqual({
      username: 'admin',
      password: 'c2VjcmV0',
    });
  });
});
