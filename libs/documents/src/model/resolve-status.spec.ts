import { documentSigner, documentSummary } from '../testing/factories';
import { resolveStatus } from './resolve-status';

const ME = 7;
const mine = (overrides: Parameters<typeof documentSigner>[0] = {}) =>
  documentSigner({ auth_user: { id: ME, privy_id: 'demo002', name: 'Me' }, ...overrides });

describe('resolveStatus (spec §4)', () => {
  it('gives false when there is no data', () => {
    expect(resolveStatus(null, ME)).toBe(false);
    expect(resolveStatus(undefined, ME)).toBe(false);
  });

  it.each(['pending', 'blocked', 'completed', 'rejected', 'voided', 'expired'] as const)(
    'returns %s as is',
    (status) => {
      expect(resolveStatus(documentSummary({ status_document: status }), ME)).toBe(status);
    },
  );

  describe('need_to_sign with otp_status waiting', () => {
    it('is sign when my signature waits, I am not the uploader and can_sign is true', () => {
      const document = documentSummary({
        otp_status: 'waiting',
        can_sign: true,
        signers: [mine({ status: 'waiting' })],
      });
      expect(resolveStatus(document, ME)).toBe('sign');
    });

    it('is pending when my signature waits but I am the uploader', () => {
      const document = documentSummary({
        otp_status: 'waiting',
        can_sign: true,
        signers: [mine({ status: 'waiting', is_uploader: true })],
      });
      expect(resolveStatus(document, ME)).toBe('pending');
    });

    it('is pending when my signature waits but can_sign is false', () => {
      const document = documentSummary({
        otp_status: 'waiting',
        can_sign: false,
        signers: [mine({ status: 'waiting' })],
      });
      expect(resolveStatus(document, ME)).toBe('pending');
    });

    it('is pending when my signer status is not waiting', () => {
      const document = documentSummary({
        otp_status: 'waiting',
        signers: [mine({ status: 'signed' })],
      });
      expect(resolveStatus(document, ME)).toBe('pending');
    });

    it('is pending when I am not a signer at all', () => {
      const document = documentSummary({
        otp_status: 'waiting',
        signers: [documentSigner({ auth_user: { id: 99, privy_id: 'x', name: 'X' } })],
      });
      expect(resolveStatus(document, ME)).toBe('pending');
    });
  });

  describe('need_to_sign with otp_status not waiting', () => {
    it('is list_sign when my signer status is blocked', () => {
      const document = documentSummary({
        otp_status: 'none',
        signers: [mine({ status: 'blocked' })],
      });
      expect(resolveStatus(document, ME)).toBe('list_sign');
    });

    it.each(['waiting', 'signed', 'rejected'] as const)(
      'is list_pending when my signer status is %s',
      (status) => {
        const document = documentSummary({ otp_status: 'sent', signers: [mine({ status })] });
        expect(resolveStatus(document, ME)).toBe('list_pending');
      },
    );
  });
});
