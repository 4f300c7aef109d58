#!/usr/bin/env node
// `npm start`: install if needed, build the web app and the API server, then serve both from
// one origin on PORT (default 4200) with the demo data in ./.data (or DATABASE_URL).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { ensureDependencies, log, nxEnv, root, run } from './lib.mjs';

ensureDependencies();
log('Building the web app and the API server…');
run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'shell,api', '--outputStyle=static']);

log('Starting the server…');
const serverArgs = [...SERVER_NODE_FLAGS, join(root, 'dist/apps/api/main.mjs')];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...nxEnv,
    APP_MODE: process.env.APP_MODE ?? 'demo',
    PORT: process.env.PORT ?? '4200',
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
    STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'dist/apps/shell'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
