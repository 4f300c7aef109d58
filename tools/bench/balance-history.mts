// Balance history over a large ledger: 1,000,000 extra ledger rows (set-based INSERT … SELECT
// generate_series) on a throwaway PostgreSQL 15 cluster (or in-memory PGlite with `--only pglite`
// or where PostgreSQL is missing), then
// (a) GET admin log/e-materai-balance, a filtered first page with its total, at 10 concurrent
//     connections for ~10 s (after a 2 s warm-up): requests/s, mean, p50 and p99 latency;
// (b) GET downloader xlsx/balance-history of about 50,000 rows (a date range): the time to the
//     last byte, the file size, and the server's RSS and V8 heap before and at their peak (the
//     server runs in this process; memory is sampled every 10 ms while the export runs).
// The extra rows keep the ledger invariant: they come in pairs (+5 top-up, then -5 usage on the
// same cost center) dated 2025, before every demo row, so each cost center's balance, its ledger
// sum and its latest balance_after stay what the demo seed made them.
// Figures only; nothing is asserted. Other work on the machine skews every figure: the load
// average is printed.
//
// Usage: node tools/bench/run-ts.mjs tools/bench/balance-history.mts [--only pglite|postgres] [--rows 1000000] [--duration 10] [--export-days 6] [--load-generator wrk|autocannon]
// (also part of `npm run bench`). Takes ~2 minutes on PostgreSQL.
import { endpointRoute, downloadBalanceHistory, listBalanceLogs } from '@esign/contract';
import { sql } from 'drizzle-orm';
import { officeAreas, rowsOf, type Database } from '../../apps/api/src/bench';
import {
  loadGenerator,
  loadTest,
  demoUserIds,
  describeEnvironment,
  ms,
  openBenchDatabase,
  postgresAvailable,
  startApi,
  type DatabaseKind,
} from './api-bench-support.mts';

const args = process.argv.slice(2);
/** wrk when the machine has it; `--load-generator autocannon` to compare with older figures. */
const GENERATOR = loadGenerator(args);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ROWS = option('--rows', 1_000_000);
const DURATION_S = option('--duration', 10);
const EXPORT_DAYS = option('--export-days', 6);
const WARM_UP_S = 2;
const CONNECTIONS = 10;
/** The extra rows are 10 s apart from 2025-01-01 00:00 UTC: 8,640 per day. */
const SPACING_S = 10;

function kindToRun(): DatabaseKind {
  const at = args.indexOf('--only');
  if (at >= 0) return args[at + 1] === 'pglite' ? 'pglite' : 'postgres';
  if (postgresAvailable()) return 'postgres';
  console.log('(PostgreSQL 15 not available or not root: PGlite)');
  return 'pglite';
}

/** `total` ledger rows in +5/-5 pairs over every cost center, dated before the demo's rows. */
async function seedLedger(db: Database, total: number): Promise<void> {
  const finance = (await demoUserIds(db)).get('finance') ?? null;
  await db.execute(
    sql.raw(`
      insert into ematerai_ledger (cost_center_id, kind, amount, balance_after, reference, user_id, created_at)
      select
        centers.ids[1 + (g / 2) % array_length(centers.ids, 1)],
        case when g % 2 = 0 then 'top_up' else 'usage' end,
        case when g % 2 = 0 then 5 else -5 end,
        case when g % 2 = 0 then 5 else 0 end,
        'bench:' || (g / 2),
        case when g % 4 < 2 then ${finance ?? 'null'} end,
        timestamptz '2025-01-01 00:00:00+00' + g * interval '${SPACING_S} seconds'
      from generate_series(0, ${total - 1}) as g,
        (select array_agg(id order by id) as ids from cost_centers) as centers`),
  );
  await db.execute(sql`analyze`);
}

/** Samples this process's memory every 10 ms until stopped; keeps the peaks. */
function sampleMemory() {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      return { rss, heap };
    },
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main(): Promise<void> {
  console.log(`${describeEnvironment()}; load generator ${GENERATOR}`);
  const database = await openBenchDatabase(kindToRun());
  const api = await startApi(database.db);
  try {
    console.log(`\n--- ${database.label} ---`);
    const started = performance.now();
    await seedLedger(database.db, ROWS);
    const [counts] = rowsOf<{ rows: number; centers: number }>(
      await database.db.execute(sql`select
        (select count(*) from ematerai_ledger)::int as rows,
        (select count(*) from cost_centers)::int as centers`),
    );
    console.log(
      `ledger: ${counts?.rows} rows over ${counts?.centers} cost centers (${ROWS} added set-based, with ANALYZE, in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const [mismatch] = rowsOf<{ centers: number }>(
      await database.db.execute(sql`select count(*)::int as centers from cost_centers c
        where c.balance <> (select coalesce(sum(amount), 0) from ematerai_ledger l where l.cost_center_id = c.id)`),
    );
    console.log(`ledger invariant: ${mismatch?.centers ?? '?'} cost centers off (0 expected)`);

    const token = await api.signIn('finance');
    const headers = { authorization: `Bearer ${token}` };
    const [jakarta] = await database.db
      .select({ id: officeAreas.id })
      .from(officeAreas)
      .where(sql`${officeAreas.code} = 'JKT'`);
    const cases = [
      { name: 'first page, no filter', query: 'page=1&per_page=10' },
      { name: 'first page, area JKT', query: `office_area_id=${jakarta?.id}&page=1&per_page=10` },
      {
        name: 'first page, area JKT, kind usage, 2025-02',
        query: `office_area_id=${jakarta?.id}&kind=usage&start_date=2025-02-01&end_date=2025-02-28&page=1&per_page=10`,
      },
    ];
    console.log(`\n(a) balance history list, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    for (const item of cases) {
      const url = `${api.baseUrl}${endpointRoute(listBalanceLogs)}?${item.query}`;
      const first = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { meta?: { pagination?: { total?: number } } };
      if (!response.ok) throw new Error(`${item.name}: ${response.status} ${JSON.stringify(body)}`);
      const coldMs = performance.now() - first;
      await loadTest(GENERATOR, url, headers, WARM_UP_S, CONNECTIONS);
      const result = await loadTest(GENERATOR, url, headers, DURATION_S, CONNECTIONS);
      console.log(
        `${item.name.padEnd(44)} total ${String(body.meta?.pagination?.total).padStart(8)}  first ${ms(coldMs).padStart(7)} ms | ` +
          `${result.requests.average.toFixed(0).padStart(5)} req/s  mean ${ms(result.latency.mean).padStart(6)}  p50 ${ms(result.latency.p50).padStart(6)}  p99 ${ms(result.latency.p99).padStart(6)} ms  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`,
      );
    }

    const range = `start_date=2025-01-01&end_date=${new Date(Date.UTC(2025, 0, EXPORT_DAYS)).toISOString().slice(0, 10)}`;
    const counted = await fetch(`${api.baseUrl}${endpointRoute(listBalanceLogs)}?${range}`, {
      headers,
    });
    const rows = ((await counted.json()) as { meta: { pagination: { total: number } } }).meta
      .pagination.total;
    console.log(`\n(b) balance history export, ${range}`);
    const memory = sampleMemory();
    const requested = performance.now();
    const response = await fetch(
      `${api.baseUrl}${endpointRoute(downloadBalanceHistory)}?${range}`,
      {
        headers,
      },
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const seconds = (performance.now() - requested) / 1000;
    const peak = memory.stop();
    if (!response.ok)
      throw new Error(`export: ${response.status} ${new TextDecoder().decode(bytes)}`);
    console.log(
      `${rows} rows in ${seconds.toFixed(2)} s (${(rows / seconds).toFixed(0)} rows/s), ${mib(bytes.byteLength)} file | ` +
        `server RSS ${mib(memory.before.rss)} → peak ${mib(peak.rss)}, heap used ${mib(memory.before.heapUsed)} → peak ${mib(peak.heap)}`,
    );
  } finally {
    await api.close();
    await database.close();
  }
}

await main();
