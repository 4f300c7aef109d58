// Notification streams: COUNT (1,000) open server-sent event streams on one server (PGlite,
// in-process), the server's memory before and with them, and the time from a notification's
// commit to the last of the COUNT clients receiving it. The clients run in a child process
// (sse-clients.mjs), so the memory figures are the server's.
// Usage: node tools/bench/run-ts.mjs tools/bench/notification-stream.mts [count]
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { createNotificationStreamToken, endpointUrl, notificationStream } from '@esign/contract';
import { createDatabase, migrateDatabase, notifyUser, users } from '../../apps/api/src/bench';
import { eq } from 'drizzle-orm';
import { startApi } from './api-bench-support.mts';

const count = Number(process.argv[2] ?? 1000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const handle = await createDatabase({});
await migrateDatabase(handle.db);
const api = await startApi(handle.db, {
  listen: handle.listen,
  // One user's COUNT tabs (a user normally has at most 10 streams per instance).
  env: { NOTIFICATION_STREAMS_PER_USER: String(count) },
});
const base = api.baseUrl;
const token = await api.signIn('signer');
const ticket = await fetch(`${base}${endpointUrl(createNotificationStreamToken)}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
});
const { stream_token } = ((await ticket.json()) as { data: { stream_token: string } }).data;
const [signer] = await handle.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.username, 'signer'));
if (!signer) throw new Error('No demo user signer');

const settle = async () => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return process.memoryUsage();
};
const before = await settle();

const child = fork(
  join(process.cwd(), 'tools/bench/sse-clients.mjs'),
  [`${base}${endpointUrl(notificationStream)}?stream_token=${stream_token}`, String(count)],
  { stdio: 'inherit' },
);
const next = (type: string) =>
  new Promise<{ lastReceivedAt?: number }>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string; lastReceivedAt?: number }) => {
      if (message.type === 'error') reject(new Error(message.message));
      if (message.type === type) {
        child.off('message', onMessage);
        resolve(message);
      }
    };
    child.on('message', onMessage);
  });

const openedAt = Date.now();
await next('ready');
const openSeconds = (Date.now() - openedAt) / 1000;
const withStreams = await settle();

const received = next('received');
await handle.db.transaction((tx) =>
  notifyUser(tx, signer.id, { title: 'Benchmark', body: 'One for every tab', at: new Date() }),
);
const committedAt = Date.now();
const { lastReceivedAt = Number.NaN } = await received;

console.log(`${count} notification streams of one user on one server (PGlite, in-process):`);
console.log(`  opened in ${openSeconds.toFixed(2)} s`);
console.log(
  `  server memory: RSS ${mb(before.rss)} → ${mb(withStreams.rss)} (+${mb(withStreams.rss - before.rss)}), heap ${mb(before.heapUsed)} → ${mb(withStreams.heapUsed)}` +
    ` (about ${((withStreams.rss - before.rss) / count / 1024).toFixed(1)} KB RSS per stream)`,
);
console.log(`  commit → last of ${count} clients received it: ${lastReceivedAt - committedAt} ms`);

child.send('close');
await api.close();
await handle.close();
