import { buildApp, createAppContext } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open-database';
import { formatDemoLogins } from './demo/demo-logins';
import { seedDatabase } from './seed';

// No top-level await: `tsx` (the serve target) runs this file as CommonJS.
async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);
  const database = await openDatabase(config);
  const ctx = await createAppContext({ config, db: database.db, listen: database.listen });
  await seedDatabase(ctx);
  const app = await buildApp(ctx);

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
