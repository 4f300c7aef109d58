/** Jest globalTeardown of the pglite project: removes the run's database snapshots. */
export default async function teardown(): Promise<void> {
  await globalThis.removeApiTestSnapshots?.();
}
