// Reads Vite's build manifest (build.manifest: true → <outDir>/.vite/manifest.json): which files a
// page loads, without a browser. Used by the bundle budget check and the bundle-size benchmark.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The manifest with its keys made relative to the repository (`libs/session/src/pages/login-page.tsx`,
 * `apps/shell/index.html`); keys of shared chunks (`_core-abc.js`) and their references stay as they
 * are. `viteRoot` is the app's Vite root, `repoRoot` the repository.
 */
export function readManifest(outDir, viteRoot, repoRoot) {
  const raw = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return normalizeManifest(raw, viteRoot, repoRoot);
}

export function normalizeManifest(raw, viteRoot, repoRoot) {
  const key = (name) =>
    name.startsWith('_') ? name : relative(repoRoot, resolve(viteRoot, name)).replaceAll('\\', '/');
  return Object.fromEntries(
    Object.entries(raw).map(([name, chunk]) => [
      key(name),
      {
        ...chunk,
        imports: (chunk.imports ?? []).map(key),
        dynamicImports: (chunk.dynamicImports ?? []).map(key),
      },
    ]),
  );
}

/**
 * Every file the browser fetches when the given manifest entries load: each entry's own file, its
 * CSS and assets, and the same for everything it imports statically, transitively (Vite preloads
 * these together). Dynamic imports are not followed: a page that runs one at start lists it as an
 * entry of its own. Throws on an unknown key, so a renamed module cannot silently drop out.
 */
export function filesLoadedBy(manifest, entries) {
  const files = new Set();
  const seen = new Set();
  const visit = (name, from) => {
    if (seen.has(name)) return;
    const chunk = manifest[name];
    if (!chunk) {
      throw new Error(
        from
          ? `${from} imports ${name}, which the build manifest does not list`
          : `The build manifest has no entry ${name} (was the module renamed or moved?)`,
      );
    }
    seen.add(name);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports) visit(imported, name);
  };
  for (const entry of entries) visit(entry);
  return files;
}

/**
 * The bytes the server sends for `files` (paths under outDir), as { br, gzip }: for each encoding
 * the size of the build's precompressed copy (`<file>.br`, `<file>.gz`, written by
 * apps/shell/precompress-plugin.mts) when there is one, else the file itself — the API server's
 * static handler (`preCompressed`) sends exactly that to a browser that accepts the encoding.
 */
export function servedBytes(outDir, files) {
  const size = (path) => statSync(path).size;
  const served = (file, extension) => {
    const path = join(outDir, file);
    return existsSync(`${path}.${extension}`) ? size(`${path}.${extension}`) : size(path);
  };
  let br = 0;
  let gzip = 0;
  for (const file of files) {
    br += served(file, 'br');
    gzip += served(file, 'gz');
  }
  return { br, gzip };
}
