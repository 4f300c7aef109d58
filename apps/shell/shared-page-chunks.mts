import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { sharedPageModules, type SharedPageModulesOptions } from './src/build/shared-page-modules';

/** Set while the plan's own build runs: the config then builds without the plan and writes nothing. */
const PLANNING_ENV = 'ESIGN_SHARED_CHUNK_PLAN';

export function planningSharedChunks(): boolean {
  return process.env[PLANNING_ENV] === '1';
}

/**
 * Builds the app once without writing it (unminified, without the plugins that write files) to see
 * how the bundler splits it, and returns the modules to put into the chunk the admin pages share
 * (src/build/shared-page-modules.ts says which, and why). The production build then names that
 * chunk with the other groups. Adds about the time of an unminified build to `vite build`.
 */
export async function planSharedPageChunk(
  configFile: string,
  mode: string,
  options: SharedPageModulesOptions,
): Promise<Set<string>> {
  const outDir = mkdtempSync(join(tmpdir(), 'esign-chunk-plan-'));
  process.env[PLANNING_ENV] = '1';
  try {
    const result = await build({
      configFile,
      mode,
      logLevel: 'warn',
      build: {
        write: false,
        minify: false,
        outDir,
        emptyOutDir: false,
        // Unminified, the pdf.js chunks pass Vite's 500 kB warning; the real build checks sizes.
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) =>
      output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
    );
    return sharedPageModules(chunks, options);
  } finally {
    delete process.env[PLANNING_ENV];
    rmSync(outDir, { recursive: true, force: true });
  }
}
