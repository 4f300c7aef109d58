// The V8 flags the API server runs with. `npm start` and the benchmarks (tools/bench, which host
// the server in their own process or start the built one) start Node with them, and the README's
// "Running it for real" asks production to do the same: `node --max-semi-space-size=64
// dist/apps/api/main.mjs`. They tune the garbage collector only; the end-to-end suite and the
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
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
