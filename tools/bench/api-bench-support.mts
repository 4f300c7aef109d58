// Shared by the API benchmarks (document-list.mts, bulk-sign.mts, balance-history.mts): the
// databases to run on (an in-memory PGlite, and a throwaway PostgreSQL 15 cluster when this
// machine has one), the app listening on a free port, sign-in as a demo user over HTTP, the load
// generator (wrk when the machine has it, else autocannon), and what to watch while it runs: the
// server's pauses, the machine's stalls, PostgreSQL's background work.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { endpointRoute, login } from '@esign/contract';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  asPostgres,
  createBenchApp,
  createPostgresPool,
  DEMO_PASSWORD,
  encryptLoginPassword,
  freePort,
  migrateDatabase,
  POSTGRES_BIN as PG_BIN,
  users,
  type Database,
} from '../../apps/api/src/bench';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  label: string;
  db: Database;
  /** A plain node-postgres pool on the same database (PostgreSQL only), for EXPLAIN and checks. */
  pool: pg.Pool | null;
  /** CPU seconds the PostgreSQL server processes have used so far (null for PGlite: it runs in this process). */
  serverCpuSeconds(): number | null;
  close(): Promise<void>;
}

/** PostgreSQL runs only where the cluster binaries exist and we may switch to the postgres user. */
export function postgresAvailable(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && process.getuid?.() === 0;
}

/** `--only pglite|postgres` on the command line limits a benchmark to one database. */
export function selectedKinds(argv: readonly string[] = process.argv.slice(2)): DatabaseKind[] {
  const kinds: DatabaseKind[] = ['pglite'];
  if (postgresAvailable()) kinds.push('postgres');
  else console.log('(PostgreSQL 15 not available or not root: PGlite only)');
  const at = argv.indexOf('--only');
  return at >= 0 ? kinds.filter((kind) => kind === argv[at + 1]) : kinds;
}

interface Cluster {
  url: string;
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100;

/** utime + stime (+ cutime + cstime for the postmaster: backends that exited) of a process tree. */
function treeCpuSeconds(rootPid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      if (pid !== rootPid && ppid !== rootPid) continue;
      // Fields 14–17 of /proc/pid/stat (utime, stime, cutime, cstime) are 11–14 after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
      if (pid === rootPid) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}

/**
 * A PostgreSQL 15 cluster in a temp dir (as the postgres user, on a free port), the approach of
 * apps/api/src/testing/postgres-global-setup.ts. Unlike the tests it keeps fsync and synchronous
 * commit on: the benchmarks should pay what a real server pays for each commit.
 */
async function startCluster(): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'esign-bench-pg-'));
  const data = join(dir, 'data');
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  const stop = async () => {
    try {
      asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not started, or already gone
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  try {
    asPostgres([
      `${PG_BIN}/initdb`,
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    asPostgres([
      `${PG_BIN}/pg_ctl`,
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      // pg_stat_statements (with planning time) tells a benchmark where the database time goes.
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=50 -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on`,
      'start',
    ]);
  } catch (error) {
    await stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start the benchmark PostgreSQL cluster: ${stderr || String(error)}`);
  }
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuSeconds: () => treeCpuSeconds(postmaster),
    stop,
  };
}

/**
 * A fresh, migrated database of the given kind. It is wired like createDatabase
 * (apps/api/src/db/database.ts: a node-postgres pool, or an in-memory PGlite), plus an
 * optional drizzle logger so a benchmark can capture the SQL the server runs.
 */
export async function openBenchDatabase(
  kind: DatabaseKind,
  logger?: Logger,
  /** PostgreSQL: the pool's connections, as the server's DATABASE_POOL_SIZE (10 by default). */
  poolSize = 10,
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, ...(logger ? { logger } : {}) }) as unknown as Database;
    await migrateDatabase(db);
    return {
      kind,
      label: 'PGlite 0.5 (in-memory, in-process)',
      db,
      pool: null,
      serverCpuSeconds: () => null,
      close: () => client.close(),
    };
  }
  const cluster = await startCluster();
  const pool = createPostgresPool(cluster.url, poolSize);
  const db = drizzlePg({ client: pool, ...(logger ? { logger } : {}) }) as unknown as Database;
  try {
    await migrateDatabase(db);
    await pool.query('create extension if not exists pg_stat_statements');
    const version = await pool.query<{ server_version: string }>('show server_version');
    return {
      kind,
      label: `PostgreSQL ${version.rows[0]?.server_version ?? '15'} (local cluster, pool of ${poolSize})`,
      db,
      pool,
      serverCpuSeconds: () => cluster.cpuSeconds(),
      close: async () => {
        await pool.end();
        await cluster.stop();
      },
    };
  } catch (error) {
    await pool.end();
    await cluster.stop();
    throw error;
  }
}

export interface RunningApi {
  app: FastifyInstance;
  baseUrl: string;
  /** Stores a file through the app's FileStore; returns its id. */
  storeFile(content: Uint8Array, contentType: string): Promise<number>;
  /** Signs in over HTTP as the web app does and returns the access token. */
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

/** buildApp in demo mode (demo users and offices seeded, no demo documents), listening on 127.0.0.1:0. */
export async function startApi(
  db: Database,
  options: Parameters<typeof createBenchApp>[1] = {},
): Promise<RunningApi> {
  const { app, storeFile } = await createBenchApp(db, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on TCP');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const { loginPublicKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    loginPublicKey: string;
  };
  return {
    app,
    baseUrl,
    storeFile,
    signIn: async (username) => {
      const response = await fetch(`${baseUrl}${endpointRoute(login)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          password: encryptLoginPassword(loginPublicKey, DEMO_PASSWORD),
        }),
      });
      if (!response.ok)
        throw new Error(
          `Sign-in as ${username} failed: ${response.status} ${await response.text()}`,
        );
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    close: async () => {
      await app.close();
    },
  };
}

/** Ids of demo users by username. */
export async function demoUserIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, username: users.username }).from(users);
  return new Map(rows.map((row) => [row.username, row.id]));
}

export const ms = (value: number) => value.toFixed(1);

/** One line on what was measured: commit, uncommitted changes, cores and load from anything else running. */
export function describeEnvironment(): string {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = git(['status', '--porcelain', '--', 'apps/api', 'libs'])
    ? ' + uncommitted changes in apps/api or libs'
    : '';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  // The server runs in this process: its V8 flags are this process's (run-ts.mjs passes the
  // server's own, tools/scripts/server-node-flags.mjs).
  const flags = process.execArgv.join(' ') || 'none';
  return `commit ${git(['rev-parse', '--short', 'HEAD'])}${dirty}; ${cpus().length} cores, load average ${load} (other work on this machine skews every figure); node flags ${flags}`;
}

/** The machine's CPU time so far (/proc/stat), in ticks: all of it, and the iowait and steal parts. */
function machineCpuTicks(): { total: number; iowait: number; steal: number } | null {
  try {
    const [cpuLine = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const ticks = cpuLine.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
    return {
      total: ticks.reduce((sum, tick) => sum + tick, 0),
      iowait: ticks[4] ?? 0,
      steal: ticks[7] ?? 0,
    };
  } catch {
    return null;
  }
}

/**
 * Watches this process (the server's) for pauses while a load test runs: the event loop's delay
 * and the garbage collector's pauses by kind. A request that arrives during a pause waits for it,
 * so these are where a p99 far above the mean comes from when the CPU is not the cause. Also the
 * machine's share of CPU time spent waiting for the disk (iowait) or taken by its host (steal):
 * on a shared machine, a p99 that moves between runs of the same code usually moves with these.
 * And a stall probe (machineStallProbe) for `durationMs`, the load test's length.
 */
export function watchPauses(durationMs: number): { stop(): Promise<string> } {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const pauses = new Map<string, number[]>();
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = entry.detail as { kind?: number } | undefined;
      const kind = kinds[detail?.kind ?? -1] ?? 'other';
      const durations = pauses.get(kind) ?? [];
      durations.push(entry.duration);
      pauses.set(kind, durations);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  delay.enable();
  const machineBefore = machineCpuTicks();
  const probe = machineStallProbe(durationMs);
  return {
    async stop() {
      const machineAfter = machineCpuTicks();
      delay.disable();
      observer.disconnect();
      const gc = [...pauses]
        .map(([kind, durations]) => {
          const sum = durations.reduce((a, b) => a + b, 0);
          return `${kind} ${durations.length}× (${sum.toFixed(0)} ms, longest ${ms(Math.max(...durations))})`;
        })
        .join(', ');
      const delayMs = (ns: number) => ms(ns / 1e6);
      const share = (part: 'iowait' | 'steal') =>
        machineBefore && machineAfter && machineAfter.total > machineBefore.total
          ? `${((100 * (machineAfter[part] - machineBefore[part])) / (machineAfter.total - machineBefore.total)).toFixed(1)}%`
          : 'unknown';
      return `event-loop delay p50 ${delayMs(delay.percentile(50))} p99 ${delayMs(delay.percentile(99))} max ${delayMs(delay.max)} ms; GC pauses: ${gc || 'none'}; machine's CPU time in iowait ${share('iowait')}, taken by its host (steal) ${share('steal')}; ${await probe}`;
    },
  };
}

// The stall probe (machineStallProbe): sleeps 1 ms at a time for the given milliseconds and
// prints how late each wake-up was, as a JSON summary.
const STALL_PROBE = `
const [durationMs] = process.argv.slice(1).map(Number);
const cell = new Int32Array(new SharedArrayBuffer(4));
const late = [];
const end = performance.now() + durationMs;
for (let now = performance.now(); now < end; ) {
  Atomics.wait(cell, 0, 0, 1);
  const woke = performance.now();
  late.push(woke - now - 1);
  now = woke;
}
late.sort((a, b) => a - b);
const over = (ms) => late.filter((value) => value >= ms).length;
process.stdout.write(JSON.stringify({
  wakeUps: late.length,
  p99: late[Math.floor(late.length * 0.99)] ?? 0,
  max: late[late.length - 1] ?? 0,
  over5: over(5),
  over20: over(20),
}));
`;

/**
 * A process of its own that sleeps 1 ms at a time for `durationMs` and records how late it wakes
 * up: the machine's stalls during a load test, apart from the server's own. A runnable process
 * on a busy machine waits for a core (a few ms at worst under Linux's scheduler, which favours a
 * process waking from sleep); a wake-up tens of ms late means the whole machine stalled, which
 * delays every request in flight whatever the server does.
 */
function machineStallProbe(durationMs: number): Promise<string> {
  return promisify(execFile)(process.execPath, ['-e', STALL_PROBE, String(durationMs)], {
    timeout: durationMs + 30_000,
  }).then(
    ({ stdout }) => {
      const report = JSON.parse(stdout) as Record<
        'wakeUps' | 'p99' | 'max' | 'over5' | 'over20',
        number
      >;
      return `a process sleeping 1 ms at a time woke late by p99 ${ms(report.p99)} max ${ms(report.max)} ms (${report.over5} of ${report.wakeUps} wake-ups ≥ 5 ms late, ${report.over20} ≥ 20 ms)`;
    },
    (error: unknown) => `stall probe failed: ${String(error)}`,
  );
}

/** PostgreSQL's own background work so far: autovacuum and autoanalyze runs by table, checkpoints. */
export interface BackgroundWork {
  runs: Map<string, { vacuums: number; analyzes: number }>;
  checkpoints: number;
  /** Tables an autovacuum worker is busy with right now. */
  running: string[];
}

export async function backgroundWork(pool: pg.Pool): Promise<BackgroundWork> {
  const tables = await pool.query<{ relname: string; vacuums: string; analyzes: string }>(
    'select relname, autovacuum_count as vacuums, autoanalyze_count as analyzes from pg_stat_user_tables',
  );
  const checkpoints = await pool.query<{ count: string }>(
    'select checkpoints_timed + checkpoints_req as count from pg_stat_bgwriter',
  );
  const running = await pool.query<{ query: string }>(
    "select query from pg_stat_activity where backend_type = 'autovacuum worker'",
  );
  return {
    runs: new Map(
      tables.rows.map((row) => [
        row.relname,
        { vacuums: Number(row.vacuums), analyzes: Number(row.analyzes) },
      ]),
    ),
    checkpoints: Number(checkpoints.rows[0]?.count ?? 0),
    running: running.rows.map((row) => row.query.replace(/^autovacuum:\s*/, '')),
  };
}

/** What PostgreSQL did in the background between two snapshots (a load test's start and end). */
export function describeBackgroundWork(before: BackgroundWork, after: BackgroundWork): string {
  const runs: string[] = [];
  for (const [table, counts] of after.runs) {
    const earlier = before.runs.get(table) ?? { vacuums: 0, analyzes: 0 };
    const vacuums = counts.vacuums - earlier.vacuums;
    const analyzes = counts.analyzes - earlier.analyzes;
    if (vacuums > 0) runs.push(`vacuum of ${table}${vacuums > 1 ? ` ×${vacuums}` : ''}`);
    if (analyzes > 0) runs.push(`analyze of ${table}${analyzes > 1 ? ` ×${analyzes}` : ''}`);
  }
  const running = [...new Set([...before.running, ...after.running])];
  return `PostgreSQL in the background: ${after.checkpoints - before.checkpoints} checkpoints; autovacuum finished ${runs.join(', ') || 'nothing'}${running.length > 0 ? `; busy at the start or end with ${running.join(', ')}` : ''}`;
}

/** What a load test measured (autocannon's JSON shape; wrk's figures are turned into it). */
export interface LoadResult {
  requests: { average: number; total: number };
  /** Bytes received (headers and bodies). */
  throughput: { total: number };
  latency: { mean: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export type LoadGenerator = 'wrk' | 'autocannon';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
const WRK = '/usr/bin/wrk';

/**
 * The load generator: `--load-generator wrk|autocannon` when given, else wrk when this machine has
 * it (Debian's `wrk`). Either runs as a child process, so its CPU is not the server's; but it
 * shares the machine's cores with the server and PostgreSQL, and autocannon (JavaScript) spends
 * several times the CPU per request that wrk (C) does, which lowers every figure on two cores.
 */
export function loadGenerator(args: readonly string[]): LoadGenerator {
  const index = args.indexOf('--load-generator');
  const asked = index >= 0 ? args[index + 1] : undefined;
  if (asked === 'wrk' || asked === 'autocannon') return asked;
  if (asked !== undefined) throw new Error(`--load-generator wrk|autocannon, not ${asked}`);
  return existsSync(WRK) ? 'wrk' : 'autocannon';
}

// wrk's summary as one JSON line (times in µs from wrk, turned into ms below).
const WRK_REPORT = `
done = function(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"durationUs":%d,"status":%d,"timeout":%d,"socket":%d,"mean":%f,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.bytes, summary.duration, summary.errors.status, summary.errors.timeout,
    summary.errors.connect + summary.errors.read + summary.errors.write,
    latency.mean, latency:percentile(50), latency:percentile(99), latency.max))
end
`;

async function wrk(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const dir = await mkdtemp(join(tmpdir(), 'esign-wrk-'));
  try {
    const script = join(dir, 'report.lua');
    await writeFile(script, WRK_REPORT);
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]);
    const { stdout } = await promisify(execFile)(
      WRK,
      ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '-s', script, ...headerArgs, url],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
    const report = JSON.parse(line) as Record<
      | 'requests'
      | 'bytes'
      | 'durationUs'
      | 'status'
      | 'timeout'
      | 'socket'
      | 'mean'
      | 'p50'
      | 'p99'
      | 'max',
      number
    >;
    return {
      requests: { average: report.requests / (report.durationUs / 1e6), total: report.requests },
      throughput: { total: report.bytes },
      latency: {
        mean: report.mean / 1000,
        p50: report.p50 / 1000,
        p99: report.p99 / 1000,
        max: report.max / 1000,
      },
      non2xx: report.status,
      errors: report.socket,
      timeouts: report.timeout,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A load test of `url` with `connections` open for `seconds`, by the chosen generator. */
export async function loadTest(
  generator: LoadGenerator,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  if (generator === 'wrk') return wrk(url, headers, seconds, connections);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}
