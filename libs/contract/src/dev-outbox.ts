import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

/** Development outbox: the last codes sent to the signed-in user (never in production mode). */
export const DevOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.literal('otp'),
  subject: z.string(),
  code: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;

export const getDevOutbox = defineEndpoint({
  id: 'getDevOutbox',
  method: 'GET',
  prefix: 'tools',
  path: 'dev/outbox',
  tag: 'development',
  summary: 'Codes sent to the signed-in user (demo and development modes only; 404 in production)',
  access: 'session',
  response: dataEnvelope(z.array(DevOutboxMessageSchema)),
});

export const devOutboxEndpoints = [getDevOutbox] as const;
