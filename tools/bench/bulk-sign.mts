// Bulk signing of 500 documents through the HTTP API, per database (in-memory PGlite, and a
// throwaway PostgreSQL 15 cluster when /usr/lib/postgresql/15/bin/initdb exists and we run as
// root): POST bulk-sign/documents, POST bulk-sign/otp/send, the code from the development outbox,
// then POST bulk-sign/otp/verify/{otp id} (answered at once, 202) and GET bulk-sign/{bulk id} polled
// every 100 ms until the bulk is done, timed from the verify to done (how many progress updates
// the poll saw is printed too). Then the same verify again (a retry after a lost
// response) and a check that every document carries exactly the signatures it should: one
// signer row signed per document, one new stored file per document, and in sampled PDFs one
// /ByteRange (the signature) or two (plus the certificate of completion, when `signer` was the
// last signer). Targets: done under 6 s on PostgreSQL, under 10 s on PGlite, on 2 cores. Figures only;
// nothing is asserted (a failed check is printed, and the exit code is 1).
//
// Usage: node tools/bench/run-ts.mjs tools/bench/bulk-sign.mts [--only pglite|postgres] [--cpu-profile DIR]
//   (--cpu-profile: a CPU profile of the server's main thread from the verify to done, written to
//   DIR/bulk-<database>.cpuprofile; open it in Chrome's DevTools)
//   (bundled like the server's build; `npx tsx --tsconfig tsconfig.base.json tools/bench/bulk-sign.mts`
//   also works but adds ~20% CPU to the server)
// (also part of `npm run bench`). Takes ~1 minute per database.
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  createBulkSign,
  downloadDocumentPdf,
  endpointUrl,
  getBulkProgress,
  getDevOutbox,
  MAX_BULK_DOCUMENTS,
  sendBulkOtp,
  verifyBulkOtp,
  type BulkProgress,
  type BulkVerifyResponse,
} from '@esign/contract';
import {
  insertBulkDocuments,
  makeSamplePdf,
  rowsOf,
  type Database,
} from '../../apps/api/src/bench';
import {
  demoUserIds,
  describeEnvironment,
  openBenchDatabase,
  selectedKinds,
  startApi,
  type DatabaseKind,
  type RunningApi,
} from './api-bench-support.mts';

const DOCUMENTS = MAX_BULK_DOCUMENTS;
/** DESIGN.md budgets: under 6 s on PostgreSQL, under 10 s on PGlite. */
const TARGET_S: Record<DatabaseKind, number> = { postgres: 6, pglite: 10 };
const POLL_MS = 100;
const SAMPLE_PDFS = 10;

/**
 * 500 in-progress parallel documents for `signer` (insertBulkDocuments: even-numbered ones
 * complete with its signature, odd ones also wait for `finance`), uploaded by superadmin, sharing
 * one 2-page PDF.
 */
async function seedBulk(db: Database, api: RunningApi): Promise<string[]> {
  const pdf = await makeSamplePdf({ pages: 2 });
  const fileId = await api.storeFile(pdf, 'application/pdf');
  const people = await demoUserIds(db);
  const [superadmin, signer, finance] = ['superadmin', 'signer', 'finance'].map((username) => {
    const id = people.get(username);
    if (id === undefined) throw new Error(`Demo user ${username} is missing`);
    return id;
  });
  const references = await insertBulkDocuments(db, {
    prefix: 'BULK',
    count: DOCUMENTS,
    fileId,
    pageCount: 2,
    uploaderId: superadmin,
    signerId: signer,
    cosignerId: finance,
  });
  await db.execute(sql`analyze`);
  return references;
}

async function counts(db: Database, signerId: number) {
  const [row] = rowsOf<{ files: number; signed: number; completed: number }>(
    await db.execute(sql`select
      (select count(*) from stored_files)::int as files,
      (select count(*) from document_signers s join documents d on d.id = s.document_id
        where d.reference_number like 'BULK-%' and s.user_id = ${signerId} and s.status = 'signed')::int as signed,
      (select count(*) from documents where reference_number like 'BULK-%' and state = 'completed')::int as completed`),
  );
  if (!row) throw new Error('No counts');
  return row;
}

const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system) of this process's main thread: the server's event loop, where
 * everything but the signing threads' PDF work runs (on PGlite the database too).
 */
function mainThreadCpuSeconds(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null; // not Linux
  }
}

const profileDir = (() => {
  const at = process.argv.indexOf('--cpu-profile');
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
})();

/** Starts the inspector's profiler on this (the server's main) thread when --cpu-profile is given. */
async function startProfile(): Promise<(kind: DatabaseKind) => Promise<void>> {
  if (!profileDir) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async (kind) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = join(profileDir, `bulk-${kind}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of the main thread: ${file}`);
  };
}

/** Long messages list every failing reference; the first 160 characters say enough. */
const brief = (message: string) =>
  message.length > 160 ? `${message.slice(0, 160)}… [${message.length} characters]` : message;

interface Outcome {
  kind: DatabaseKind;
  label: string;
  verifySeconds: number;
  retrySeconds: number;
  problems: string[];
}

async function runDatabase(kind: DatabaseKind): Promise<Outcome> {
  const database = await openBenchDatabase(kind);
  const api = await startApi(database.db);
  try {
    console.log(`\n--- ${database.label} ---`);
    const references = await seedBulk(database.db, api);
    const signerId = (await demoUserIds(database.db)).get('signer') ?? -1;
    const token = await api.signIn('signer');
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      const seconds = (performance.now() - started) / 1000;
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
      return { json: JSON.parse(text) as { data: unknown }, seconds };
    };

    const bulk = await call('POST', endpointUrl(createBulkSign), { reference_numbers: references });
    console.log(
      `POST bulk-sign/documents (${references.length} references): ${bulk.seconds.toFixed(2)} s`,
    );
    const sent = await call('POST', endpointUrl(sendBulkOtp), { reference_numbers: references });
    const otpId = (sent.json.data as { otp: { id: string } }).otp.id;
    const outbox = await call('GET', endpointUrl(getDevOutbox));
    const code = (outbox.json.data as { code: string }[])[0]?.code;
    if (!code) throw new Error('No code in the development outbox');

    const before = await counts(database.db, signerId);
    const cpuBefore = process.cpuUsage();
    const mainBefore = mainThreadCpuSeconds();
    const stopProfile = await startProfile();
    const databaseCpuBefore = database.serverCpuSeconds();
    const load = loadavg()[0] ?? 0;
    const started = performance.now();
    const verify = await call('POST', endpointUrl(verifyBulkOtp, { id: otpId }), { otp: code });
    const bulkId = (verify.json as BulkVerifyResponse).data.bulk.id;
    const seenCounts = new Set<number>();
    let progress: BulkProgress;
    for (;;) {
      const polled = await call('GET', endpointUrl(getBulkProgress, { id: bulkId }));
      progress = (polled.json as { data: BulkProgress }).data;
      seenCounts.add(progress.signed);
      if (progress.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const verifySeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const mainAfter = mainThreadCpuSeconds();
    await stopProfile(kind);
    const mainCpu =
      mainBefore === null || mainAfter === null
        ? ''
        : ` (main thread ${(mainAfter - mainBefore).toFixed(1)} s)`;
    const databaseCpuAfter = database.serverCpuSeconds();
    const databaseCpu =
      databaseCpuBefore === null || databaseCpuAfter === null
        ? ''
        : `, PostgreSQL ${(databaseCpuAfter - databaseCpuBefore).toFixed(1)} s`;
    const afterVerify = await counts(database.db, signerId);
    console.log(
      `POST bulk-sign/otp/verify answered in ${verify.seconds.toFixed(2)} s; done after ${verifySeconds.toFixed(2)} s, ${((verifySeconds * 1000) / references.length).toFixed(1)} ms per document ` +
        `(target < ${TARGET_S[kind]} s; ${seenCounts.size} distinct progress counts polled) — "${brief(progress.message)}"; CPU used: this process (the server) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s${mainCpu}${databaseCpu}; load average before ${load.toFixed(2)} on ${cpus().length} cores`,
    );

    const retry = await call('POST', endpointUrl(verifyBulkOtp, { id: otpId }), { otp: code });
    const retried = (retry.json as BulkVerifyResponse).data.bulk;
    const afterRetry = await counts(database.db, signerId);
    console.log(
      `retry of the same verify: ${retry.seconds.toFixed(2)} s — "${brief(retried.message)}" (${retried.signed} of ${references.length} reported signed, state ${retried.state})`,
    );

    const problems: string[] = [];
    const singleSigner = references.filter((_, index) => (index + 1) % 2 === 0).length;
    if (progress.signed !== references.length)
      problems.push(`the bulk reported ${progress.signed} of ${references.length} signed`);
    if (afterVerify.signed !== references.length)
      problems.push(
        `${afterVerify.signed} signer rows signed after verify, expected ${references.length}`,
      );
    if (afterVerify.files - before.files !== references.length)
      problems.push(
        `verify stored ${afterVerify.files - before.files} new files, expected ${references.length} (one per signature)`,
      );
    if (afterVerify.completed !== singleSigner)
      problems.push(`${afterVerify.completed} documents completed, expected ${singleSigner}`);
    if (afterRetry.files !== afterVerify.files)
      problems.push(`the retry stored ${afterRetry.files - afterVerify.files} more files`);
    if (afterRetry.signed !== afterVerify.signed)
      problems.push(`the retry changed the signed count to ${afterRetry.signed}`);

    // Spread the sample over both kinds of document.
    const sample = Array.from(
      { length: SAMPLE_PDFS },
      (_, index) =>
        references[Math.floor((index * references.length) / SAMPLE_PDFS) + (index % 2)] ?? '',
    );
    const seen: string[] = [];
    for (const reference of sample) {
      const response = await fetch(
        `${api.baseUrl}${endpointUrl(downloadDocumentPdf, { id: reference })}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
      const signatures = text.split('/ByteRange').length - 1;
      const expected = Number(reference.slice(5)) % 2 === 0 ? 2 : 1;
      seen.push(`${reference}:${signatures}`);
      if (response.status !== 200 || signatures !== expected)
        problems.push(
          `${reference}: HTTP ${response.status}, ${signatures} /ByteRange, expected ${expected}`,
        );
    }
    console.log(
      `check: ${afterVerify.signed} signer rows signed (expected ${references.length}), ${afterVerify.files - before.files} new files after verify and ` +
        `${afterRetry.files - afterVerify.files} after the retry, ${afterVerify.completed} completed (expected ${singleSigner}); ` +
        `/ByteRange per sampled PDF (1 = signature, 2 = + certificate of completion): ${seen.join(' ')}`,
    );
    console.log(
      problems.length === 0
        ? 'check: every document signed exactly once'
        : `check FAILED:\n  ${problems.join('\n  ')}`,
    );
    return {
      kind,
      label: database.label,
      verifySeconds,
      retrySeconds: retry.seconds,
      problems,
    };
  } finally {
    await api.close();
    await database.close();
  }
}

console.log(describeEnvironment());
const outcomes: Outcome[] = [];
for (const kind of selectedKinds()) outcomes.push(await runDatabase(kind));
console.log('\nSummary:');
for (const outcome of outcomes) {
  console.log(
    `${outcome.kind.padEnd(9)} verify ${outcome.verifySeconds.toFixed(2)} s (${((outcome.verifySeconds * 1000) / DOCUMENTS).toFixed(1)} ms/document, target < ${TARGET_S[outcome.kind]} s: ${outcome.verifySeconds < TARGET_S[outcome.kind] ? 'met' : 'missed'}), retry ${outcome.retrySeconds.toFixed(2)} s, check ${outcome.problems.length === 0 ? 'ok' : 'FAILED'}`,
  );
}
console.log(describeEnvironment());
if (outcomes.some((outcome) => outcome.problems.length > 0)) process.exitCode = 1;
