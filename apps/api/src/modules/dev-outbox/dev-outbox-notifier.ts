import { randomUUID } from 'node:crypto';
import { devOutbox } from '../../db/schema/dev-outbox';
import type { Notifier } from '../../notify/notifier';

/**
 * Demo and development modes: the code lands in the development outbox, which the signed-in user
 * can read (GET tools dev/outbox). Never used in production mode.
 */
export const devOutboxNotifier: Notifier = {
  async deliverOtp(executor, message, at) {
    await executor.insert(devOutbox).values({
      id: randomUUID(),
      userId: message.userId,
      channel: 'otp',
      subject: message.subject,
      code: message.code,
      createdAt: at,
    });
  },
};
