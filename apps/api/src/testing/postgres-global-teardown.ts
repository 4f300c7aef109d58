/** Jest globalTeardown of the postgres project: stops and removes the cluster globalSetup started. */
export default async function teardown(): Promise<void> {
  await globalThis.stopApiTestsPostgres?.();
}
