// Node's test environment, with a longer default timeout for hooks than for tests: a
// beforeAll that migrates and seeds a database may take a while on a busy machine, a test
// that hangs should fail soon. Jest has one testTimeout for both; a hook given its own
// timeout keeps it.
const { TestEnvironment } = require('jest-environment-node');

const HOOK_TIMEOUT_MS = 120_000;

class ApiTestEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'hook_start') event.hook.timeout ??= HOOK_TIMEOUT_MS;
  }
}

module.exports = ApiTestEnvironment;
