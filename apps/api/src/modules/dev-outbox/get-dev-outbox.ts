import type { DevOutboxMessage } from '@esign/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { devOutbox } from '../../db/schema/dev-outbox';
import { notFound } from '../../http/api-error';

/** How many of the newest messages the outbox shows. */
const OUTBOX_SIZE = 20;

/**
 * GET tools dev/outbox: the codes sent to the signed-in user, newest first. Exists in demo and
 * development modes only; in production mode it answers 404 like any unknown path.
 */
export async function getDevOutbox(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
): Promise<DevOutboxMessage[]> {
  if (ctx.config.mode === 'production') throw notFound('Not found');
  const rows = await ctx.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.userId, userId))
    .orderBy(desc(devOutbox.seq))
    .limit(OUTBOX_SIZE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    subject: row.subject,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
}
