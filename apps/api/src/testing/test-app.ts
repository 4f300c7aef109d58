import { endpointRoute, login, type TokenPair } from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { buildApp, closeAppContext, createAppContext, type AppContextDeps } from '../app';
import { encryptLoginPassword } from '../auth/login-key';
import { parseConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD } from '../demo/demo-logins';
import { seedDatabase } from '../seed';
import { createTestClock, DEFAULT_TEST_CLOCK_START, type TestClock } from './test-clock';
import { createTestDatabase, type TestDatabaseContent } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** The context the app runs on (for fixtures: createFixtureDocument(t.context, …)). */
  context: AppContext;
  config: AppConfig;
  database: DatabaseHandle;
  clock: TestClock;
  /** The SPKI PEM the app serves in /config.json. */
  publicKey: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides; the default is a demo-mode app with a silent logger. */
  env?: Record<string, string>;
  /** Reuse a database (e.g. to start a second app on it); otherwise a fresh one is made. */
  database?: DatabaseHandle;
  clock?: TestClock;
  ssoKeys?: AppContextDeps['ssoKeys'];
  /**
   * What to seed before the app is built (src/seed.ts): 'demo' (default) the reference data and,
   * in demo mode, the demo users and offices; 'demo-documents' also the demo documents (slower:
   * it generates and signs PDFs); 'none' nothing.
   */
  seed?: 'none' | 'demo' | 'demo-documents';
  /** Delivers signing codes (default: the development outbox). */
  notifier?: AppContextDeps['notifier'];
  /** Where files live (default: the database). */
  files?: AppContextDeps['files'];
  /** Whether new versions' first pages are drawn in the background (default false in tests). */
  drawPreviewsAhead?: boolean;
  /** Adds test-only routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

const DEFAULT_TEST_ENV = { APP_MODE: 'demo', LOG_LEVEL: 'silent' } as const;

/**
 * The demo seed as the default test app makes it (default settings, the test clock's start, files
 * in the database): the same every time, so it is seeded once per test run and copied after.
 */
function seededContent(seed: 'demo' | 'demo-documents'): TestDatabaseContent {
  return {
    name: seed,
    fill: async (database) => {
      const context = await createAppContext({
        config: parseConfig(DEFAULT_TEST_ENV),
        db: database.db,
        listen: database.listen,
        clock: createTestClock().clock,
        drawPreviewsAhead: false,
      });
      try {
        await seedDatabase(context, { demoDocuments: seed === 'demo-documents' });
      } finally {
        // No app owns this context to close its threads: an unclosed signing thread kept the
        // test file's process from exiting.
        await closeAppContext(context);
      }
    },
  };
}

/** A demo-mode app on a fresh database with a controllable clock, for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = parseConfig({ ...DEFAULT_TEST_ENV, ...options.env });
  const clock = options.clock ?? createTestClock();
  const seed = options.seed ?? 'demo';
  // A seed that depends on nothing the options change comes from the run's seeded copy. The
  // demo seed reads only the mode, the clock and the file store (src/seed.ts); the demo documents
  // are also signed with the configured identity, so any setting given seeds them anew.
  const seedCopied =
    seed !== 'none' &&
    !options.database &&
    !options.files &&
    clock.now().getTime() === DEFAULT_TEST_CLOCK_START.getTime() &&
    (seed === 'demo'
      ? config.mode === DEFAULT_TEST_ENV.APP_MODE
      : Object.keys(options.env ?? {}).length === 0);
  const database =
    options.database ?? (await createTestDatabase(seedCopied ? seededContent(seed) : undefined));
  const context = await createAppContext({
    config,
    db: database.db,
    listen: database.listen,
    clock: clock.clock,
    drawPreviewsAhead: options.drawPreviewsAhead ?? false,
    ...(options.notifier ? { notifier: options.notifier } : {}),
    ...(options.files ? { files: options.files } : {}),
    ...(options.ssoKeys ? { ssoKeys: options.ssoKeys } : {}),
  });
  if (seed !== 'none' && !seedCopied)
    await seedDatabase(context, { demoDocuments: seed === 'demo-documents' });
  const app = await buildApp(context, { logger: false });
  options.beforeReady?.(app);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/config.json' });
  const publicKey = (response.json() as { loginPublicKey: string }).loginPublicKey;
  return {
    app,
    context,
    config,
    database,
    clock,
    publicKey,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export const loginUrl = endpointRoute(login);

/** POST auth/login with the password encrypted as the web app does it. */
export function postLogin(
  test: Pick<TestApp, 'app' | 'publicKey'>,
  username: string,
  password: string = DEMO_PASSWORD,
) {
  return test.app.inject({
    method: 'POST',
    url: loginUrl,
    payload: { username, password: encryptLoginPassword(test.publicKey, password) },
  });
}

/** Signs in and returns the token pair; fails the test when sign-in fails. */
export async function signIn(
  test: Pick<TestApp, 'app' | 'publicKey'>,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<TokenPair> {
  const response = await postLogin(test, username, password);
  if (response.statusCode !== 200)
    throw new Error(`Sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: TokenPair }).data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
