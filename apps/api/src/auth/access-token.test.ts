import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signAccessToken, verifyAccessToken } from './access-token';

const claims = { userId: 7, sessionId: 'family-1' };
const issued = new Date('2026-03-02T08:00:00.000Z');
const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('verifyAccessToken', () => {
  it('refuses a token it verified before once the token has expired', async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, issued, 900);
    expect(await verifyAccessToken(key, token, at(0))).toEqual(claims);
    expect(await verifyAccessToken(key, token, at(899))).toEqual(claims);
    expect(await verifyAccessToken(key, token, at(900))).toBeNull();
  });

  it('refuses under another key a token verified under the first', async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, issued, 900);
    expect(await verifyAccessToken(key, token, at(1))).toEqual(claims);
    expect(await verifyAccessToken(randomBytes(32), token, at(1))).toBeNull();
  });

  it('refuses a token whose signature was changed, after the genuine one was verified', async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, issued, 900);
    expect(await verifyAccessToken(key, token, at(1))).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(key, forged, at(1))).toBeNull();
    const otherClaims = Buffer.from(JSON.stringify({ sub: '1', sid: 'family-1' })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(key, `${header}.${otherClaims}.${signature}`, at(1))).toBeNull();
  });
});
