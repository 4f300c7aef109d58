import { describe, expect, it } from '@jest/globals';
import {
  documentActions,
  refuseOpen,
  refuseSignOrReject,
  refuseVoid,
  type DocumentFacts,
} from './document-permissions';
import { signingTurns } from './signing-turns';
import type { Viewer } from './viewer';

const now = new Date('2026-03-10T00:00:00Z');
const everyCode = new Set([
  'documents.sign',
  'documents.ongoing',
  'documents.completed',
  'documents.rejected',
  'documents.blocked',
]);
const signer: Viewer = { userId: 2, isSuperAdmin: false, permissions: everyCode };
const viewerRole: Viewer = {
  userId: 4,
  isSuperAdmin: false,
  permissions: new Set(['documents.completed']),
};
const superAdmin: Viewer = {
  userId: 9,
  isSuperAdmin: true,
  permissions: new Set([...everyCode, 'documents.sign.revoke', 'documents.ongoing.revoke']),
};
const live: DocumentFacts = { state: 'in_progress', expiresAt: null, uploaderId: 1 };
const completed: DocumentFacts = { ...live, state: 'completed' };
const waiting = { status: 'waiting', isUploader: false } as const;
const signed = { status: 'signed', isUploader: false } as const;

describe('signingTurns', () => {
  it('lets every unsigned signer of a parallel document sign at once', () => {
    expect(
      signingTurns('parallel', [
        { order: 1, signed: true },
        { order: 2, signed: false },
        { order: 3, signed: false },
      ]),
    ).toEqual({ statuses: ['signed', 'waiting', 'waiting'], complete: false });
  });

  it('gives a sequential document’s turn to the lowest unsigned order and blocks the later ones', () => {
    expect(
      signingTurns('sequential', [
        { order: 1, signed: true },
        { order: 2, signed: false },
        { order: 3, signed: false },
      ]).statuses,
    ).toEqual(['signed', 'waiting', 'blocked']);
  });

  it('completes the document once every signer has signed', () => {
    expect(signingTurns('sequential', [{ order: 1, signed: true }]).complete).toBe(true);
  });
});

describe('document permissions', () => {
  it('opens a document only with the code of the list it sits in for the user', () => {
    expect(refuseOpen(signer, live, waiting, now)).toBeNull();
    expect(refuseOpen(viewerRole, live, waiting, now)?.status).toBe(403);
    expect(refuseOpen(viewerRole, completed, signed, now)).toBeNull();
  });

  it('checks the permission before the state: 403 for who may not, 409 for who may but too late', () => {
    expect(refuseVoid(viewerRole, completed, signed, now)?.status).toBe(403);
    expect(refuseVoid({ ...signer, userId: 1 }, completed, null, now)?.status).toBe(409);
    expect(refuseSignOrReject('reject', signer, completed, signed, now)?.status).toBe(409);
    expect(refuseSignOrReject('sign', viewerRole, completed, signed, now)?.status).toBe(403);
  });

  it('lets super_admin void from a list whose revoke code they hold, and no other', () => {
    expect(refuseVoid(superAdmin, live, null, now)).toBeNull();
    const expired = { ...live, expiresAt: new Date('2026-03-01T00:00:00Z') };
    expect(refuseVoid(superAdmin, expired, null, now)?.status).toBe(403);
  });

  it('gives the read model the same answers as the writes', () => {
    expect(documentActions(signer, live, waiting, now)).toEqual({
      can_sign: true,
      can_reject: true,
      can_void: false,
    });
    expect(documentActions(signer, live, { status: 'blocked', isUploader: false }, now)).toEqual({
      can_sign: false,
      can_reject: false,
      can_void: false,
    });
  });
});
