// Document list under load: 100,000 documents, a filtered first page with its total, 10
// connections for ~10 s (after a 2 s warm-up), per database (in-memory PGlite, and a throwaway
// PostgreSQL 15 cluster when /usr/lib/postgresql/15/bin/initdb exists and we run as root).
// Prints per database and query: requests/s, mean, p50 and p99 latency (ms), non-2xx responses,
// CPU per request (this process = the server, and PGlite inside it; PostgreSQL's processes
// apart), the latency of the first (cold) request and of single requests one after another, this
// process's resident size (the server's, with PGlite when it runs here), and the server's pauses
// during the load test (event-loop delay, garbage collections by kind: where a p99 far above the
// mean comes from), with the machine's share of CPU time in iowait and taken by its host (steal)
// and how late a process of its own that sleeps 1 ms at a time woke up (the machine's stalls);
// the server's own timing of the same requests (from the HTTP log), with the seconds of the test
// that held the slow ones; and on PostgreSQL, its background work meanwhile (checkpoints,
// autovacuum). A p99 over the target is then the server's pauses, the machine's, or the database's.
// Then on PostgreSQL: EXPLAIN ANALYZE of every statement of each query's first request (captured
// through drizzle's logger while the server answered it) and the full plan of the costliest
// statement of the slowest query. Target to report against: p99 < 20 ms on PostgreSQL.
// The load generator (wrk, or autocannon: --load-generator) runs in a child process, so its CPU
// is not the server's; it still shares the machine's two cores. Figures only; nothing is
// asserted. Other work on the machine skews every figure: the load average is printed.
//
// The server writes responses as in production (RESPONSE_SERIALIZATION=compiled); set
// RESPONSE_SERIALIZATION=validating in the environment to measure the development setting, and
// RESPONSE_COMPRESSION=false to measure the server without response compression.
// `--accept-encoding gzip` (or br, …) runs each load test a second time, right after the first,
// with that request header, so CPU per request and bytes per response with and without response
// compression come from the same minutes; it also times gzip levels 1–6 and brotli qualities 0–5
// on the first query's page.
// Usage: node tools/bench/run-ts.mjs tools/bench/document-list.mts [--only pglite|postgres] [--duration 10] [--documents 100000] [--pool <PostgreSQL connections; cores + 1 by default>] [--query <part of a query's name>] [--accept-encoding gzip] [--load-generator wrk|autocannon]
//   (bundled like the server's build; `npx tsx --tsconfig tsconfig.base.json tools/bench/document-list.mts`
//   also works but adds ~20% CPU to the server)
// (also part of `npm run bench`). Takes ~2 minutes with both databases.
import { cpus } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { endpointRoute, listDocuments } from '@esign/contract';
import {
  documentCategories,
  makeSamplePdf,
  officeAreas,
  officeDepartments,
  rowsOf,
  type Database,
} from '../../apps/api/src/bench';
import {
  backgroundWork,
  describeBackgroundWork,
  loadGenerator,
  loadTest,
  demoUserIds,
  describeEnvironment,
  ms,
  openBenchDatabase,
  selectedKinds,
  startApi,
  watchPauses,
  type LoadResult,
  type BenchDatabase,
  type RunningApi,
} from './api-bench-support.mts';

const args = process.argv.slice(2);
/** wrk when the machine has it; `--load-generator autocannon` to compare with older figures. */
const GENERATOR = loadGenerator(args);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const DURATION_S = option('--duration', 10);
const WARM_UP_S = 2;
const CONNECTIONS = 10;
const DOCUMENTS = option('--documents', 100_000);
/**
 * The server's PostgreSQL pool (DATABASE_POOL_SIZE): by default what the README advises for
 * PostgreSQL on the server's own machine, as here, its cores plus one (3 on 2 cores). `--pool 10`
 * measures the server's default, meant for a PostgreSQL of its own: here its ten backends, the
 * server and the load generator then queue for two cores, and a request waits its turn in the
 * machine's run queue rather than in the pool's. Three runs of each alternated (load 2.0–2.5):
 * worst p99 8.8–14.7 ms with 10 (22–27 ms in three of thirteen runs that day), 7.4–8.1 ms with 3
 * (6.9–8.6 ms in eleven runs that day); a process sleeping 1 ms at a time woke late by p99 ~3 ms
 * with 10, ~1.3 ms with 3.
 */
const POOL_SIZE = option('--pool', cpus().length + 1);
/** `--query <text>` runs only the queries whose name contains it (to profile one). */
const QUERY_FILTER = args.includes('--query') ? args[args.indexOf('--query') + 1] : undefined;
const TARGET_P99_MS = 20;
/** `--accept-encoding <value>`: each load test once more with this header (compressed responses). */
const ACCEPT_ENCODING = args.includes('--accept-encoding')
  ? args[args.indexOf('--accept-encoding') + 1]
  : undefined;

/** Collects the SQL the server runs while `on` (one request at a time), for EXPLAIN. */
class CapturingLogger implements Logger {
  on = false;
  queries: { sql: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (this.on) this.queries.push({ sql: query, params });
  }
}

const NAMES = [
  'Distribution Partnership',
  'Logistics Services Agreement',
  'Office Lease Renewal',
  'IT Maintenance Contract',
  'Marketing Cooperation',
  'Catering Services',
  'Fleet Rental Agreement',
  'Cleaning Services',
  'Security Services',
  'Payroll Outsourcing Agreement',
  'Training Partnership',
  'Warehouse Lease',
];
const CATEGORIES = [
  { name: 'Partnership Agreement', confidential: false },
  { name: 'Purchase Order', confidential: false },
  { name: 'Non-Disclosure Agreement', confidential: false },
  { name: 'Annual Report', confidential: false },
  { name: 'Lease Agreement', confidential: false },
  { name: 'Service Contract', confidential: false },
  { name: 'Invoice Approval', confidential: false },
  { name: 'Employment Contract', confidential: true },
];

const intArray = (values: readonly number[]) =>
  `array[${values.map((value) => Math.trunc(value)).join(',')}]::int[]`;
const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;
/** A stable pseudo-random non-negative bigint per (row, salt): the same data on every database. */
const hash = (column: string, salt: number) =>
  `(hashint4(${column} * 16 + ${salt})::bigint + 2147483648)`;

/**
 * Set-based seed: `total` documents over the four states, the seeded offices, the categories and
 * the demo users, created over the last two years; every document has 1–3 signers (`signer` on
 * about a third, `superadmin` on a fifth, `finance` on the rest and some more). One small stored
 * file is shared by all (the list never reads it). No placements: the list does not read them.
 */
async function seedDocuments(db: Database, api: RunningApi, total: number): Promise<void> {
  const pdf = await makeSamplePdf({ pages: 1 });
  const fileId = await api.storeFile(pdf, 'application/pdf');
  await db
    .insert(documentCategories)
    .values(
      CATEGORIES.map((category) => ({
        categoryName: category.name,
        isConfidential: category.confidential,
      })),
    )
    .onConflictDoNothing();
  const categories = await db
    .select({ id: documentCategories.id, confidential: documentCategories.isConfidential })
    .from(documentCategories);
  const categoryIds = categories.map((row) => row.id);
  // A document's confidentiality is its category's at creation (documents.is_confidential).
  const confidentialIds = categories.filter((row) => row.confidential).map((row) => row.id);
  const people = await demoUserIds(db);
  const id = (username: string) => {
    const found = people.get(username);
    if (found === undefined) throw new Error(`Demo user ${username} is missing`);
    return found;
  };
  // Uploaders weighted 7:5:5:3 (superadmin, signer, finance, viewer).
  const uploaders = [
    ...Array<number>(7).fill(id('superadmin')),
    ...Array<number>(5).fill(id('signer')),
    ...Array<number>(5).fill(id('finance')),
    ...Array<number>(3).fill(id('viewer')),
  ];
  const offices = await db
    .select({
      department: officeDepartments.id,
      area: officeDepartments.officeAreaId,
      branch: officeDepartments.officeBranchId,
    })
    .from(officeDepartments)
    .orderBy(officeDepartments.id);

  await db.execute(
    sql.raw(`
      insert into documents (reference_number, name, category_id, is_confidential, uploader_id, office_area_id,
        office_branch_id, office_department_id, signing_order, state, page_count, original_file_id,
        current_file_id, expires_at, completed_at, reject_reason, void_reason, created_at, updated_at)
      select
        'BEN-' || lpad(g::text, 6, '0'),
        (${textArray(NAMES)})[1 + h1 % ${NAMES.length}] || ' ' || g,
        category_id,
        coalesce(category_id = any(${intArray(confidentialIds.length > 0 ? confidentialIds : [0])}), false),
        (${intArray(uploaders)})[1 + h3 % ${uploaders.length}],
        (${intArray(offices.map((office) => office.area))})[1 + h4 % ${offices.length}],
        (${intArray(offices.map((office) => office.branch))})[1 + h4 % ${offices.length}],
        (${intArray(offices.map((office) => office.department))})[1 + h4 % ${offices.length}],
        case when h5 % 3 = 0 then 'sequential' else 'parallel' end,
        state,
        1 + h5 % 20,
        ${fileId}, ${fileId},
        case when state = 'in_progress' and h6 % 10 < 7 then created + (30 + h6 % 150) * interval '1 day' end,
        case when state = 'completed' then created + interval '1 day' end,
        case when state = 'rejected' then 'Unit price differs from the approved quotation' end,
        case when state = 'voided' then 'Replaced by a revised version' end,
        created,
        created
      from (
        select g, h1, h2, h3, h4, h5, h6,
          case when h2 % 20 = 0 then null else (${intArray(categoryIds)})[1 + h2 % ${categoryIds.length}] end as category_id,
          case when h0 % 100 < 25 then 'in_progress' when h0 % 100 < 80 then 'completed'
               when h0 % 100 < 92 then 'rejected' else 'voided' end as state,
          now() - (h7 % ${730 * 1440}) * interval '1 minute' as created
        from (
          select g, ${hash('g', 0)} as h0, ${hash('g', 1)} as h1, ${hash('g', 2)} as h2,
            ${hash('g', 3)} as h3, ${hash('g', 4)} as h4, ${hash('g', 5)} as h5,
            ${hash('g', 6)} as h6, ${hash('g', 7)} as h7
          from generate_series(1, ${total}) as g
        ) hashed
      ) spread`),
  );

  // Signer rows: `signer` (order 1) on h % 3 = 0, `superadmin` (order 2) on h % 5 = 1, `finance`
  // (order 3) where neither signs, and on h % 4 = 2. An uploader who signs signed while sending.
  const h = hash('d.id', 9);
  const signerRows = (username: string, order: number, when: string, earlier: string) => `
      select d.id, ${id(username)}, ${order},
        case when d.uploader_id = ${id(username)} or d.state = 'completed' then 'signed'
             when d.state = 'rejected' then 'rejected'
             when d.state = 'in_progress' and d.signing_order = 'sequential' and (${earlier}) then 'blocked'
             else 'waiting' end,
        d.uploader_id = ${id(username)},
        case when d.uploader_id = ${id(username)} or d.state = 'completed' then d.created_at + interval '1 hour' end,
        d.created_at
      from documents d where d.reference_number like 'BEN-%' and (${when})`;
  await db.execute(
    sql.raw(`
      insert into document_signers (document_id, user_id, sign_order, status, is_uploader, signed_at, created_at)
      ${signerRows('signer', 1, `${h} % 3 = 0`, 'false')}
      union all
      ${signerRows('superadmin', 2, `${h} % 5 = 1`, `${h} % 3 = 0`)}
      union all
      ${signerRows('finance', 3, `not (${h} % 3 = 0 or ${h} % 5 = 1) or ${h} % 4 = 2`, `${h} % 3 = 0 or ${h} % 5 = 1`)}`),
  );
  await db.execute(sql`analyze`);
}

interface QueryCase {
  name: string;
  username: string;
  query: string;
}

interface Statement {
  sql: string;
  params: unknown[];
}

interface Row {
  database: string;
  query: string;
  /** The accept-encoding header of the load test ('' without). */
  acceptEncoding: string;
  /** Bytes received per response (headers and body) during the load test. */
  bytesPerResponse: number;
  total: number;
  coldMs: number;
  singleP50Ms: number;
  result: LoadResult;
  /** CPU ms per request during the load test: this process (server; PGlite in it) and PostgreSQL's. */
  nodeCpuMs: number;
  databaseCpuMs: number | null;
  /** The SELECTs of the query's first request (its total not remembered yet). */
  statements: Statement[];
  /** PostgreSQL: where its time went during the load test (pg_stat_statements). */
  databaseTime?: string[];
}

/** The statements that took the most PostgreSQL time during a load test, per request of it. */
async function databaseTime(
  pool: NonNullable<BenchDatabase['pool']>,
  requests: number,
): Promise<string[]> {
  // Statements that differ only after their first 100 characters count as one: the HTTP log's
  // multi-row INSERTs are a statement per number of rows.
  const result = await pool.query<{
    calls: string;
    kinds: string;
    rows: string;
    plan_ms: number;
    exec_ms: number;
    query: string;
  }>(`
    select sum(calls) as calls, count(*) as kinds, sum(rows) as rows,
      sum(total_plan_time) as plan_ms, sum(total_exec_time) as exec_ms, left(query, 100) as query
    from pg_stat_statements
    where query not ilike '%pg_stat_statements%'
    group by left(query, 100)
    order by sum(total_plan_time + total_exec_time) desc
    limit 6`);
  return result.rows.map((row) => {
    const calls = Number(row.calls);
    const perRequest = (row.plan_ms + row.exec_ms) / requests;
    const variants = Number(row.kinds) > 1 ? ` (${row.kinds} texts, ${row.rows} rows)` : '';
    return `${(calls / requests).toFixed(2).padStart(5)} calls/request, plan ${ms(row.plan_ms / calls || 0).padStart(5)} + execute ${ms(row.exec_ms / calls || 0).padStart(5)} ms each, ${perRequest.toFixed(3)} ms per request  ${row.query.replace(/\s+/g, ' ').slice(0, 90)}…${variants}`;
  });
}

/**
 * Size and CPU of gzip levels 1–6 and brotli qualities 0–5 on one list page as the server sends
 * it (the median time of 200 runs each, one thread: its CPU).
 */
function compressionLevels(page: string, smallBodies: boolean): void {
  const body = Buffer.from(page);
  const time = (compress: () => Buffer) => {
    const runs: number[] = [];
    let size = 0;
    for (let run = 0; run < 200; run++) {
      const started = performance.now();
      size = compress().length;
      runs.push((performance.now() - started) * 1000);
    }
    runs.sort((a, b) => a - b);
    return { size, us: runs[runs.length >> 1] ?? 0 };
  };
  const line = (name: string, result: { size: number; us: number }) =>
    `  ${name.padEnd(12)} ${String(result.size).padStart(6)} bytes (${((1 - result.size / body.length) * 100).toFixed(0)}% saved)  ${result.us.toFixed(0).padStart(4)} µs`;
  console.log(`\nCompressing one list page (${body.length} bytes of JSON), median of 200 runs:`);
  for (let level = 1; level <= 6; level++)
    console.log(
      line(
        `gzip ${level}`,
        time(() => gzipSync(body, { level })),
      ),
    );
  // What a small body costs and saves (the threshold below which the server sends it as it is).
  for (const size of smallBodies ? [256, 512, 1024, 2048, 4096] : []) {
    const part = body.subarray(0, size);
    const result = time(() => gzipSync(part, { level: 1 }));
    console.log(
      `  gzip 1 of its first ${String(size).padStart(4)} bytes: ${String(result.size).padStart(5)} bytes (${size - result.size} saved)  ${result.us.toFixed(0).padStart(4)} µs`,
    );
  }
  for (let quality = 0; quality <= 5; quality++)
    console.log(
      line(
        `brotli ${quality}`,
        time(() =>
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ),
      ),
    );
}

const settle = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

async function runDatabase(kind: BenchDatabase['kind']): Promise<Row[]> {
  const logger = new CapturingLogger();
  const database = await openBenchDatabase(kind, logger, POOL_SIZE);
  // As in production (RESPONSE_SERIALIZATION=validating measures the development setting).
  const serialization = process.env['RESPONSE_SERIALIZATION'] ?? 'compiled';
  // RESPONSE_COMPRESSION=false in the environment measures the server without compression.
  const compression = process.env['RESPONSE_COMPRESSION'] ?? 'true';
  const api = await startApi(database.db, {
    env: { RESPONSE_SERIALIZATION: serialization, RESPONSE_COMPRESSION: compression },
  });
  try {
    console.log(
      `\n--- ${database.label}; responses ${serialization}, compression ${compression === 'false' ? 'off' : 'on'} ---`,
    );
    const started = performance.now();
    await seedDocuments(database.db, api, DOCUMENTS);
    const [counts] = rowsOf<{ documents: number; signers: number }>(
      await database.db.execute(sql`select
        (select count(*) from documents)::int as documents,
        (select count(*) from document_signers)::int as signers`),
    );
    console.log(
      `seeded ${counts?.documents} documents and ${counts?.signers} signer rows (set-based, with ANALYZE) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [jakarta] = await database.db
      .select({ id: officeAreas.id })
      .from(officeAreas)
      .where(sql`${officeAreas.code} = 'JKT'`);
    const cases: QueryCase[] = [
      {
        name: 'superadmin pending, area JKT',
        username: 'superadmin',
        query: `status=pending&office_area_id=${jakarta?.id}&page=1&per_page=10`,
      },
      {
        name: 'signer need_to_sign',
        username: 'signer',
        query: 'status=need_to_sign&page=1&per_page=10',
      },
      {
        name: 'signer completed',
        username: 'signer',
        query: 'status=completed&page=1&per_page=10',
      },
      {
        name: 'superadmin completed, search "lease"',
        username: 'superadmin',
        query: 'status=completed&search=lease&page=1&per_page=10',
      },
    ];
    const selected = cases.filter((item) => !QUERY_FILTER || item.name.includes(QUERY_FILTER));
    const tokens = new Map<string, string>();
    for (const username of new Set(selected.map((item) => item.username)))
      tokens.set(username, await api.signIn(username));

    const rows: Row[] = [];
    for (const item of selected) {
      const url = `${api.baseUrl}${endpointRoute(listDocuments)}?${item.query}`;
      const headers = { authorization: `Bearer ${tokens.get(item.username)}` };
      const get = async () => {
        const requested = performance.now();
        const response = await fetch(url, { headers });
        const body = (await response.json()) as { meta?: { pagination?: { total?: number } } };
        if (!response.ok)
          throw new Error(`${item.name}: ${response.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - requested, total: body.meta?.pagination?.total ?? -1 };
      };
      // Requests of the previous load test may still be running: let them end before capturing.
      await settle(1000);
      await api.app.flushHttpLogs();
      logger.queries = [];
      logger.on = true;
      const cold = await get();
      logger.on = false;
      const statements = logger.queries.filter((query) => /^\s*select/i.test(query.sql));
      const single: number[] = [];
      for (let i = 0; i < 20; i++) single.push((await get()).ms);
      single.sort((a, b) => a - b);

      if (ACCEPT_ENCODING && item === selected[0]) {
        compressionLevels(await (await fetch(url, { headers })).text(), true);
        const longest = url.replace('per_page=10', 'per_page=100');
        compressionLevels(await (await fetch(longest, { headers })).text(), false);
      }

      for (const acceptEncoding of ACCEPT_ENCODING ? ['', ACCEPT_ENCODING] : ['']) {
        const loadHeaders = acceptEncoding
          ? { ...headers, 'accept-encoding': acceptEncoding }
          : headers;
        await loadTest(GENERATOR, url, loadHeaders, WARM_UP_S, CONNECTIONS);
        await settle(500);
        await database.pool?.query('select pg_stat_statements_reset()');
        const nodeCpu = process.cpuUsage();
        const databaseCpu = database.serverCpuSeconds();
        const background = database.pool ? await backgroundWork(database.pool) : null;
        const pauses = watchPauses(DURATION_S * 1000);
        const loadStarted = new Date();
        const result = await loadTest(GENERATOR, url, loadHeaders, DURATION_S, CONNECTIONS);
        const loadEnded = new Date();
        const pauseReport = await pauses.stop();
        const nodeCpuSeconds = (() => {
          const used = process.cpuUsage(nodeCpu);
          return (used.user + used.system) / 1e6;
        })();
        const databaseCpuAfter = database.serverCpuSeconds();
        const requests = Math.max(1, result.requests.total);
        const row: Row = {
          database: database.kind,
          query: item.name,
          acceptEncoding,
          bytesPerResponse: result.throughput.total / requests,
          total: cold.total,
          coldMs: cold.ms,
          singleP50Ms: single[Math.floor(single.length / 2)] ?? 0,
          result,
          nodeCpuMs: (nodeCpuSeconds * 1000) / requests,
          databaseCpuMs:
            databaseCpu === null || databaseCpuAfter === null
              ? null
              : ((databaseCpuAfter - databaseCpu) * 1000) / requests,
          statements,
        };
        rows.push(row);
        if (database.pool) row.databaseTime = await databaseTime(database.pool, requests);
        console.log(
          `${item.name.padEnd(38)} total ${String(row.total).padStart(6)}  first ${ms(row.coldMs).padStart(6)} ms, one at a time p50 ${ms(row.singleP50Ms).padStart(5)} ms  | ` +
            `${result.requests.average.toFixed(0).padStart(4)} req/s  mean ${ms(result.latency.mean).padStart(6)}  p50 ${ms(result.latency.p50).padStart(6)}  p99 ${ms(result.latency.p99).padStart(6)} ms  ` +
            `non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}  | CPU/request: server ${ms(row.nodeCpuMs)} ms${row.databaseCpuMs === null ? '' : `, PostgreSQL ${ms(row.databaseCpuMs)} ms`}` +
            `  | ${row.bytesPerResponse.toFixed(0)} bytes/response${acceptEncoding ? ` (accept-encoding: ${acceptEncoding})` : ''}` +
            `  | process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
        );
        console.log(`${' '.repeat(40)}server's ${pauseReport}`);
        await api.app.flushHttpLogs();
        console.log(
          `${' '.repeat(40)}${await serverDurations(database.db, loadStarted, loadEnded)}`,
        );
        if (database.pool && background)
          console.log(
            `${' '.repeat(40)}${describeBackgroundWork(background, await backgroundWork(database.pool))}`,
          );
      }
    }

    for (const row of rows) {
      if (!row.databaseTime || row.acceptEncoding) continue;
      console.log(
        `\nPostgreSQL time under load, "${row.query}" (pg_stat_statements, per statement):`,
      );
      for (const line of row.databaseTime) console.log(`  ${line}`);
    }
    if (database.pool) {
      await explainStatements(database.pool, rows);
      await whatIf(database.pool, rows);
    }
    return rows;
  } finally {
    await api.close();
    await database.close();
  }
}

/**
 * The load test's requests as the server timed them (http_logs.duration_ms: from the request's
 * arrival in the server to its response, in whole ms), and the seconds that held the most
 * requests at or over the target p99. A p99 the load generator sees far above the server's own is
 * time spent outside the request's handling: in the socket queues, or the machine stalling.
 */
async function serverDurations(db: Database, from: Date, to: Date): Promise<string> {
  const start = from.toISOString();
  const during = sql`created_at between ${start} and ${to.toISOString()}`;
  const [overall] = rowsOf<{ requests: number; p50: number; p99: number; longest: number }>(
    await db.execute(sql`
      select count(*)::int as requests,
        percentile_disc(0.5) within group (order by duration_ms) as p50,
        percentile_disc(0.99) within group (order by duration_ms) as p99,
        max(duration_ms) as longest
      from http_logs where ${during}`),
  );
  const slowSeconds = rowsOf<{ second: number; slow: number }>(
    await db.execute(sql`
      select floor(extract(epoch from created_at - ${start}::timestamptz))::int as second,
        count(*)::int as slow
      from http_logs where ${during} and duration_ms >= ${TARGET_P99_MS}
      group by 1 order by 2 desc limit 3`),
  );
  return `the server's own timing (HTTP log): ${overall?.requests ?? 0} requests, p50 ${overall?.p50 ?? '?'} p99 ${overall?.p99 ?? '?'} max ${overall?.longest ?? '?'} ms; requests ≥ ${TARGET_P99_MS} ms by second of the test: ${slowSeconds.map((row) => `${row.slow} in second ${row.second}`).join(', ') || 'none'}`;
}

async function explain(pool: NonNullable<BenchDatabase['pool']>, statement: Statement) {
  // Twice: the first run warms the cache the way the load test had.
  await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  return {
    ...statement,
    plan,
    planning: Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0),
    time: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0),
  };
}

/** Execution time of each statement of each query's first request; the full plan of the costliest of the slowest query. */
async function explainStatements(
  pool: NonNullable<BenchDatabase['pool']>,
  rows: Row[],
): Promise<void> {
  console.log(
    "\nEXPLAIN ANALYZE (planning + execution ms) of the SELECTs of each query's first request on PostgreSQL:",
  );
  const costliest: {
    query: string;
    p99: number;
    statement: Awaited<ReturnType<typeof explain>>;
  }[] = [];
  for (const row of rows.filter((item) => !item.acceptEncoding)) {
    console.log(`  ${row.query}:`);
    const explained = [];
    for (const statement of row.statements) explained.push(await explain(pool, statement));
    for (const statement of explained)
      console.log(
        `    ${ms(statement.planning).padStart(5)} + ${ms(statement.time).padStart(6)}  ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}…`,
      );
    const top = [...explained].sort((a, b) => b.time - a.time)[0];
    if (top) costliest.push({ query: row.query, p99: row.result.latency.p99, statement: top });
  }
  const slowest = costliest.sort((a, b) => b.p99 - a.p99)[0];
  if (slowest) {
    console.log(
      `\nCostliest statement of the slowest query ("${slowest.query}"):\n${slowest.statement.sql}\nparameters: ${JSON.stringify(slowest.statement.params)}\n\n${slowest.statement.plan}`,
    );
  }
}

const planTimes = (plan: string) =>
  `planning ${/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?'} + execution ${/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?'} ms`;

/**
 * Tried on this throwaway database (the server is not changed): the page's summary statement
 * prepared by hand, seven runs, to show when PostgreSQL moves to its generic plan (the server
 * prepares it per shape and writes it so that it does), and trigram indexes for the
 * contains-search (they shorten the search's count, which runs when the remembered total is stale).
 */
async function whatIf(pool: NonNullable<BenchDatabase['pool']>, rows: Row[]): Promise<void> {
  console.log('\nWhat-if on this throwaway database (the server is unchanged):');
  const summary = rows[0]?.statements.find((statement) =>
    /^select "documents"\."id", "documents"\."reference_number"/.test(statement.sql),
  );
  if (summary) {
    const client = await pool.connect();
    try {
      await client.query(`prepare bench_summary as ${summary.sql}`);
      const literal = (value: unknown) =>
        typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : client.escapeLiteral(
              value instanceof Date
                ? value.toISOString()
                : Array.isArray(value)
                  ? `{${value.join(',')}}`
                  : String(value),
            );
      const runs: string[] = [];
      for (let run = 1; run <= 7; run++) {
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze) execute bench_summary(${summary.params.map(literal).join(', ')})`,
        );
        runs.push(`#${run} ${planTimes(result.rows.map((row) => row['QUERY PLAN']).join('\n'))}`);
      }
      await client.query('deallocate bench_summary');
      console.log(
        `  the page's summary query (7 tables) as a prepared statement; PostgreSQL may switch to a generic plan from the 6th execution:\n    ${runs.join('\n    ')}`,
      );
    } finally {
      client.release();
    }
  }
  const search = rows
    .find((row) => row.query.includes('search'))
    ?.statements.find((statement) => /^select count\(\*\)/.test(statement.sql));
  if (search) {
    const before = await explain(pool, search);
    await pool.query('create extension if not exists pg_trgm');
    await pool.query(
      'create index bench_documents_name_trgm on documents using gin (name gin_trgm_ops)',
    );
    await pool.query(
      'create index bench_documents_reference_trgm on documents using gin (reference_number gin_trgm_ops)',
    );
    await pool.query('analyze documents');
    const after = await explain(pool, search);
    const scans = after.plan
      .split('\n')
      .filter((line) => /Scan|Join/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
    console.log(
      `  the search count with GIN trigram indexes on documents.name and reference_number: ${planTimes(before.plan)} before, ${planTimes(after.plan)} after (${scans.join(' / ')})`,
    );
  }
}

console.log(`${describeEnvironment()}; load generator ${GENERATOR}`);
const all: Row[] = [];
for (const kind of selectedKinds(args)) all.push(...(await runDatabase(kind)));

console.log('\nSummary (ms; CPU per request under load):');
console.log(
  'database  query                                   accept-encoding  total  first  single  req/s    mean     p50     p99  non-2xx  cpu server  cpu pg  bytes/response',
);
for (const row of all) {
  console.log(
    `${row.database.padEnd(9)} ${row.query.padEnd(38)} ${(row.acceptEncoding || '-').padEnd(16)} ${String(row.total).padStart(6)} ${ms(row.coldMs).padStart(6)} ${ms(row.singleP50Ms).padStart(7)} ${row.result.requests.average.toFixed(0).padStart(6)} ${ms(row.result.latency.mean).padStart(7)} ${ms(row.result.latency.p50).padStart(7)} ${ms(row.result.latency.p99).padStart(7)} ${String(row.result.non2xx).padStart(8)} ${row.nodeCpuMs.toFixed(2).padStart(11)} ${row.databaseCpuMs === null ? '      -' : row.databaseCpuMs.toFixed(2).padStart(7)} ${row.bytesPerResponse.toFixed(0).padStart(15)}`,
  );
}
const postgres = all.filter((row) => row.database === 'postgres');
if (postgres.length > 0) {
  const worst = Math.max(...postgres.map((row) => row.result.latency.p99));
  console.log(
    `Target: p99 < ${TARGET_P99_MS} ms on PostgreSQL; worst p99 there: ${ms(worst)} ms (${worst < TARGET_P99_MS ? 'met' : 'missed'}).`,
  );
}
console.log(`${describeEnvironment()}; load generator ${GENERATOR}`);
