import { describe, expect, it } from '@jest/globals';
import { certificateSerial, createDemoSigningIdentity } from './create-demo-signing-identity';
import { loadSigningIdentity } from './signing-identity';

describe('demo signing identity', () => {
  it('keeps the serial positive and unpadded whatever the first random byte', () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff]) {
      const serial = certificateSerial(Uint8Array.from([first, 0x05, 0x80, 0x00]));
      expect(serial[0]).toBeGreaterThanOrEqual(0x01);
      expect(serial[0]).toBeLessThanOrEqual(0x7f);
      expect([...serial.slice(1)]).toEqual([0x05, 0x80, 0x00]);
    }
  });

  it('loads an identity whose random serial starts with a zero byte (once refused as illegal padding)', async () => {
    const randomSerial = Uint8Array.from({ length: 16 }, (_, index) => (index === 0 ? 0 : 0x11));
    const identity = await createDemoSigningIdentity('Padding Test', { randomSerial });
    const loaded = loadSigningIdentity(identity);
    expect(loaded.subject).toContain('CN=Padding Test');
  });
});
