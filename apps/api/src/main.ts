import { buildApp, createAppContext } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open-database';
import { formatDemoLogins } from './demo/demo-logins';
import { seedDatabase } from './seed';
import { openFileStore } from './storage/open-file-store';
import { systemClock } from './clock';

// No top-level await: `tsx` (the serve target) runs this file as CommonJS.
async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);
  const database = await openDatabase(config);
  // Until the app (and its logger) exists, problems of the file store go to stderr.
  let report = (error: unknown, message: string) => console.error(message, error);
  const store = await openFileStore(config, {
    db: database.db,
    clock: systemClock,
    report: (error, message) => report(error, message),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const ctx = await createAppContext({
    config,
    db: database.db,
    listen: database.listen,
    files: store.files,
  });
  await seedDatabase(ctx);
  const app = await buildApp(ctx);
  report = (error, message) => app.log.error({ err: error }, message);

  // A stray rejection is logged, never fatal: one bad request must not stop the server.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app
        .close()
        .then(() => store.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `\nE-sign back-office (${config.mode}) is running at http://${shownHost}:${config.port}`,
  );
  if (config.mode === 'demo') console.log(`Demo logins:\n${formatDemoLogins()}\n`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
