import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users';
import { ApiError } from '../http/api-error';
import type { Notifier } from './notifier';

/**
 * Production: posts the code to the operator's message gateway (SMS or e-mail), which knows how
 * to reach the user by privy id, e-mail or username. The gateway must answer 2xx within 5 s.
 */
export function webhookNotifier(url: string, fetchImpl: typeof fetch = fetch): Notifier {
  return {
    async deliverOtp(executor, message, at) {
      const [user] = await executor
        .select({
          privyId: users.privyId,
          email: users.email,
          username: users.username,
          name: users.name,
        })
        .from(users)
        .where(eq(users.id, message.userId));
      if (!user) throw new ApiError(404, 'not_found', 'User not found');
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            channel: 'otp',
            user: {
              privy_id: user.privyId,
              email: user.email,
              username: user.username,
              name: user.name,
            },
            subject: message.subject,
            code: message.code,
            sent_at: at.toISOString(),
          }),
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        throw new ApiError(
          502,
          'otp_delivery_failed',
          'The code could not be sent. Please try again',
        );
      }
      if (!response.ok)
        throw new ApiError(
          502,
          'otp_delivery_failed',
          'The code could not be sent. Please try again',
        );
    },
  };
}
