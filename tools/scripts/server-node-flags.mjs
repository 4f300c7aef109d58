// The V8 flags the API server runs with. `npm start` and the benchmarks (tools/bench, which host
// the server in their own process or start the built one) start Node with them, and the README's
// "Running it for real" asks production to do the same: `node --max-semi-space-size=64
// --heap-growing-percent=100 dist/apps/api/main.mjs`. They tune the garbage collector only; the end-to-end suite and the
// server's tests run without them.
//
// --max-semi-space-size=64 (MB; Node 20's default is 16): how far V8 may grow the young
// generation, where a request's short-lived objects (parsed headers, query rows, the response's
// objects and text) are allocated. The larger it grows, the fewer scavenges a busy server runs
// (each one copies the objects of the requests in flight) and the fewer of those objects are
// promoted to the old generation. Measured by tools/bench/document-list.mts on PostgreSQL (four
// queries, 10 connections), four runs of each setting alternated in one session, load average
// 2.4–3.7 on 2 cores: the server's CPU per request 0.6–0.8 → 0.5–0.6 ms, requests/s (median)
// ~1,020 → ~1,200; p99 did not change beyond the runs' spread (21.6–35.0 ms → 16.8–40.7 ms). The
// cost is memory: the server's resident size under that load went from ~300 to ~350 MB.
//
// --heap-growing-percent=100: after each full (mark-compact) collection, let the old generation
// grow to twice what survived before the next one. V8 otherwise sizes that headroom from how
// fast the old generation grew lately; a server whose requests leave little behind grows it
// slowly, so V8 allowed only ~8 MB over the ~42 MB that survive. V8 starts the next full
// collection's marking once the headroom left is about the young generation's size, and with a
// 64 MB young generation that point came after a few MB of growth: bursts of up to 12 full
// collections in 10 s under load, each with marking steps of up to 9 ms on the event loop that
// the requests in flight wait for (`--trace-gc --trace-incremental-marking` showed marking
// starting at 42 MB of 113 MB). Measured by tools/bench/document-list.mts on PostgreSQL, six
// runs of each setting alternated in one session, load average 1.7–3.4 on 2 cores: full
// collections per 10 s load test 0–10 → 0–1, the worst query's p99 11.3–24.2 ms (three of six
// runs over 20) → 8.5–11.2 ms in five runs and 26.8 ms in one (a run without a full collection
// and with the event loop never late by more than 12 ms: time spent outside the server, see the
// pool size in tools/bench/document-list.mts).
// The server's resident size under that load did not change (~345–370 MB). A heap that grows
// large collects later: the bulk-signing benchmark on PGlite (500 documents, the database in the
// same process) peaked at ~950 MB resident instead of ~855 MB, in the same time (3.9–4.0 s, two
// runs of each); V8 still collects before its limit for the machine.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=100'];
