import type { Executor } from '../../db/database';
import { documentSubject } from '../notify/notification-subjects';
import { notifyUsers, type NotificationMessage } from '../notify/notify-user';

/**
 * Tells each signer whose turn has just come (at sending, or when the signer before them in a
 * sequential order signed) that the document waits for their signature. The uploader is not
 * told: they never sign their own document (spec §6).
 */
export function notifySignersTurn(
  tx: Executor,
  document: { referenceNumber: string; name: string; uploaderId: number },
  signerUserIds: readonly number[],
  at: Date,
): Promise<void> {
  return notifyUsers(tx, signersTurnNotifications(document, signerUserIds, at));
}

/** The notifications notifySignersTurn writes (for a caller writing many documents' at once). */
export function signersTurnNotifications(
  document: { referenceNumber: string; name: string; uploaderId: number },
  signerUserIds: readonly number[],
  at: Date,
): { userId: number; message: NotificationMessage }[] {
  return signerUserIds
    .filter((userId) => userId !== document.uploaderId)
    .map((userId) => ({
      userId,
      message: {
        title: 'Document to sign',
        body: `${document.name} (${document.referenceNumber}) is waiting for your signature.`,
        at,
        subject: documentSubject(document.referenceNumber, 'need_to_sign'),
      },
    }));
}
