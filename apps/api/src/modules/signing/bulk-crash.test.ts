import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createBulkSign,
  endpointRoute,
  endpointUrl,
  getBulkProgress,
  getDevOutbox,
  login,
  sendBulkOtp,
  verifyBulkOtp,
  type BulkProgress,
  type BulkVerifyResponse,
} from '@esign/contract';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createAppContext } from '../../app';
import { encryptLoginPassword } from '../../auth/login-key';
import { parseConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import { storedFiles } from '../../db/schema/stored-files';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../../demo/demo-logins';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { HAS_POPPLER, pdfsig } from '../../pdf/pdf-test-tools';
import { seedDatabase } from '../../seed';
import { insertBulkDocuments } from '../../testing/bulk-documents';
import { describeOnPostgres } from '../../testing/postgres-only';
import { freePort } from '../../testing/postgres-tools';
import { createSharedTestDatabase, type SharedTestDatabase } from '../../testing/test-database';

// A crash loses nothing: the server runs as its own process over a PostgreSQL database, is killed
// (SIGKILL) at seeded-random moments of a 100-document bulk, started again, and the verify is sent
// again; in the end each document carries exactly one signature of the signer (and the seal of its
// certificate when that signature completed it), as many as its signature rows, all valid.

const DOCUMENTS = 100;
const KILLS = 3;
/** The seed of the kill moments: the same moments on every run. */
const SEED = 20_261_123;
/** A killed server's lease runs out this soon, so the restarted one takes the bulk over. */
const LEASE_SECONDS = '2';
const workspaceRoot = resolve(__dirname, '../../../../..');

/** mulberry32: a small seeded generator (deterministic kill moments). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let shared: SharedTestDatabase;
let database: DatabaseHandle;
let dataDir: string;
let server: ChildProcess | null = null;
let baseUrl = '';
let references: string[] = [];
let signerId = 0;

async function startServer(): Promise<void> {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader (not the tsx command, whose server would be a child process
  // that outlives the kill).
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: shared.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BULK_SIGN_LEASE_SECONDS: LEASE_SECONDS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  await new Promise<void>((ready, failed) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => failed(new Error(`The server exited (${code}):\n${output}`)));
  });
}

async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function signIn(): Promise<string> {
  const { loginPublicKey } = await call<{ loginPublicKey: string }>('GET', '/config.json', null);
  const body = await call<{ data: { token: string } }>('POST', endpointRoute(login), null, {
    username: 'signer',
    password: encryptLoginPassword(loginPublicKey, DEMO_PASSWORD),
  });
  return body.data.token;
}

/** Documents of the bulk the signer has signed, by its signer rows. */
async function signedRows(): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentSigners)
    .innerJoin(documents, eq(documents.id, documentSigners.documentId))
    .where(
      and(
        like(documents.referenceNumber, 'CRASH-%'),
        eq(documentSigners.userId, signerId),
        eq(documentSigners.status, 'signed'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What must hold at any moment, even right after a kill: a document has a new file exactly when
 * the signer's row says signed (the file and the row commit together, or neither does).
 */
async function expectRowsMatchFiles(): Promise<void> {
  const rows = await database.db
    .select({
      reference: documents.referenceNumber,
      changed: sql<boolean>`${documents.currentFileId} <> ${documents.originalFileId}`,
      status: documentSigners.status,
    })
    .from(documents)
    .innerJoin(
      documentSigners,
      and(eq(documentSigners.documentId, documents.id), eq(documentSigners.userId, signerId)),
    )
    .where(like(documents.referenceNumber, 'CRASH-%'));
  const mismatched = rows.filter((row) => row.changed !== (row.status === 'signed'));
  expect(mismatched).toEqual([]);
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((tick) => setTimeout(tick, 20));
}

describeOnPostgres('a bulk interrupted by crashes', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bulk-crash-'));
    shared = await createSharedTestDatabase();
    database = await shared.open();
    // The demo users, and the bulk's documents (so the server seeds no demo documents of its own).
    const config = parseConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const ctx = await createAppContext({ config, db: database.db });
    await seedDatabase(ctx, { demoDocuments: false });
    const people = new Map(
      (await database.db.select({ id: users.id, username: users.username }).from(users)).map(
        (row) => [row.username, row.id],
      ),
    );
    signerId = people.get('signer') ?? -1;
    const fileId = await ctx.files.put(database.db, await makeSamplePdf({ pages: 1 }), {
      contentType: 'application/pdf',
      at: new Date(),
    });
    references = await insertBulkDocuments(database.db, {
      prefix: 'CRASH',
      count: DOCUMENTS,
      fileId,
      pageCount: 1,
      uploaderId: people.get('superadmin') ?? -1,
      signerId,
      cosignerId: people.get('finance') ?? -1,
    });
  }, 120_000);

  afterAll(async () => {
    await killServer();
    await database?.close();
    await shared?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('signs each document exactly once across kills and restarts, as many signatures in the files as rows, none half-written', async () => {
    const random = seededRandom(SEED);
    await startServer();
    let token = await signIn();
    await call('POST', endpointUrl(createBulkSign), token, { reference_numbers: references });
    const sent = await call<{ data: { otp: { id: string } } }>(
      'POST',
      endpointUrl(sendBulkOtp),
      token,
      { reference_numbers: references },
    );
    const outbox = await call<{ data: { code: string }[] }>(
      'GET',
      endpointUrl(getDevOutbox),
      token,
    );
    const code = outbox.data[0]?.code ?? '';
    const verifyUrl = endpointUrl(verifyBulkOtp, { id: sent.data.otp.id });
    const started = await call<BulkVerifyResponse>('POST', verifyUrl, token, { otp: code });
    const progressUrl = endpointUrl(getBulkProgress, { id: started.data.bulk.id });

    // Kill moments: after seeded-random numbers of signatures (between 5 and 95, ascending). A
    // restarted server may pass the next one before it is looked at: it is killed at once then.
    const moments = Array.from({ length: KILLS }, () => 5 + Math.floor(random() * 91)).sort(
      (a, b) => a - b,
    );
    for (const moment of moments) {
      await waitUntil(async () => (await signedRows()) >= moment);
      await killServer();
      await expectRowsMatchFiles();
      const floor = await signedRows();
      await startServer();
      token = await signIn();
      // The same code again: resumes the bulk (once the dead server's lease has run out).
      const retried = await call<BulkVerifyResponse>('POST', verifyUrl, token, { otp: code });
      expect(retried.data.bulk.id).toBe(started.data.bulk.id);
      expect(retried.data.bulk.signed).toBeGreaterThanOrEqual(floor);
    }

    let progress: BulkProgress | null = null;
    await waitUntil(async () => {
      progress = (await call<{ data: BulkProgress }>('GET', progressUrl, token)).data;
      return progress.state === 'done';
    });
    expect(progress).toMatchObject({ total: DOCUMENTS, signed: DOCUMENTS, failed: 0 });
    await killServer();
    expect(await signedRows()).toBe(DOCUMENTS);
    await expectRowsMatchFiles();

    // Each file: the signer's signature once (plus the certificate's seal when it completed the
    // document), as many as the signature rows say, every one valid; no file half-written.
    const rows = await database.db
      .select({
        reference: documents.referenceNumber,
        state: documents.state,
        content: storedFiles.content,
        signed: sql<number>`(select count(*)::int from document_signers s where s.document_id = ${documents.id} and s.status = 'signed')`,
      })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.currentFileId))
      .where(inArray(documents.referenceNumber, references));
    expect(rows).toHaveLength(DOCUMENTS);
    for (const row of rows) {
      const bytes = new Uint8Array(row.content ?? new Uint8Array());
      expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toMatch(/%%EOF\s*$/);
      const expected = row.signed + (row.state === 'completed' ? 1 : 0);
      const byteRanges = Buffer.from(bytes).toString('latin1').split('/ByteRange').length - 1;
      expect({ reference: row.reference, signatures: byteRanges }).toEqual({
        reference: row.reference,
        signatures: expected,
      });
      if (HAS_POPPLER) {
        // pdfsig exits 0 even for a broken signature: read what it says of each one.
        const report = pdfsig(bytes);
        expect(report.signatures).toHaveLength(expected);
        expect(report.signatures.map((s) => s.validation)).toEqual(
          Array.from({ length: expected }, () => 'Signature is Valid.'),
        );
      }
    }
  }, 400_000);
});
