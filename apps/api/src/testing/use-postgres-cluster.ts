import { POSTGRES_CLUSTER_URL_ENV, TEST_POSTGRES_URL_ENV } from './postgres-tools';

// Runs before each test file of the postgres project (Jest setupFiles). Workers serve both
// projects and each test file gets its own copy of process.env, so only these files see the URL.
const clusterUrl = process.env[POSTGRES_CLUSTER_URL_ENV];
if (!clusterUrl)
  throw new Error(`${POSTGRES_CLUSTER_URL_ENV} is not set: did postgres-global-setup.ts run?`);
process.env[TEST_POSTGRES_URL_ENV] = clusterUrl;
