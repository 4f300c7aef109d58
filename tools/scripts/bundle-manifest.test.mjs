// node --test tools/scripts/bundle-manifest.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { filesLoadedBy, normalizeManifest, servedBytes } from './bundle-manifest.mjs';

const raw = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-react-b.js', '_core-c.js'],
    dynamicImports: ['../../libs/session/src/pages/login-page.tsx', 'src/app/admin-frame.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-react-b.js': { file: 'assets/vendor-react-b.js' },
  '_core-c.js': { file: 'assets/core-c.js', imports: ['_vendor-react-b.js'] },
  '../../libs/session/src/pages/login-page.tsx': {
    file: 'assets/login-page-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-e.js'],
  },
  '_form-e.js': { file: 'assets/form-e.js', imports: ['_core-c.js'] },
  'src/app/admin-frame.tsx': {
    file: 'assets/admin-frame-f.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-e.js'],
    dynamicImports: ['../../libs/ui-kit/src/pdf/pdf-viewer-core.tsx'],
  },
  '../../libs/ui-kit/src/pdf/pdf-viewer-core.tsx': {
    file: 'assets/pdf-viewer-core-g.js',
    isDynamicEntry: true,
    assets: ['assets/pdf.worker.min-h.mjs'],
  },
};
const manifest = normalizeManifest(raw, '/repo/apps/shell', '/repo');

describe('normalizeManifest', () => {
  it('names modules by their path in the repository and keeps shared chunk keys', () => {
    assert.deepEqual(Object.keys(manifest).sort(), [
      '_core-c.js',
      '_form-e.js',
      '_vendor-react-b.js',
      'apps/shell/index.html',
      'apps/shell/src/app/admin-frame.tsx',
      'libs/session/src/pages/login-page.tsx',
      'libs/ui-kit/src/pdf/pdf-viewer-core.tsx',
    ]);
    assert.deepEqual(manifest['libs/session/src/pages/login-page.tsx'].imports, [
      'apps/shell/index.html',
      '_form-e.js',
    ]);
  });
});

describe('filesLoadedBy', () => {
  it('collects the entry, its CSS and its static imports transitively, without dynamic imports', () => {
    assert.deepEqual([...filesLoadedBy(manifest, ['apps/shell/index.html'])].sort(), [
      'assets/core-c.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/vendor-react-b.js',
    ]);
  });

  it('adds a lazy route and what it imports, counting a chunk shared with the entry once', () => {
    const files = filesLoadedBy(manifest, [
      'apps/shell/index.html',
      'libs/session/src/pages/login-page.tsx',
    ]);
    assert.deepEqual([...files].sort(), [
      'assets/core-c.js',
      'assets/form-e.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/login-page-d.js',
      'assets/vendor-react-b.js',
    ]);
  });

  it('counts the assets a chunk emits, such as the pdf.js worker', () => {
    assert.deepEqual(
      [...filesLoadedBy(manifest, ['libs/ui-kit/src/pdf/pdf-viewer-core.tsx'])].sort(),
      ['assets/pdf-viewer-core-g.js', 'assets/pdf.worker.min-h.mjs'],
    );
  });

  it('refuses a module the build does not have, so a renamed page cannot drop out of a budget', () => {
    assert.throws(
      () => filesLoadedBy(manifest, ['libs/session/src/pages/sign-in-page.tsx']),
      /no entry libs\/session\/src\/pages\/sign-in-page\.tsx/,
    );
    const broken = { ...manifest, '_form-e.js': undefined };
    assert.throws(
      () => filesLoadedBy(broken, ['apps/shell/src/app/admin-frame.tsx']),
      /imports _form-e\.js, which the build manifest does not list/,
    );
  });
});

describe('servedBytes', () => {
  it('counts the precompressed copy of each file, or the file itself when it has none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-manifest-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets/big.js'), 'x'.repeat(1000));
      writeFileSync(join(dir, 'assets/big.js.br'), 'b'.repeat(30));
      writeFileSync(join(dir, 'assets/big.js.gz'), 'g'.repeat(40));
      // A file whose compressed copy would not be smaller has none: it is sent as it is.
      writeFileSync(join(dir, 'assets/tiny.js'), 'x'.repeat(12));
      writeFileSync(join(dir, 'assets/no-brotli.js'), 'x'.repeat(100));
      writeFileSync(join(dir, 'assets/no-brotli.js.gz'), 'g'.repeat(50));
      assert.deepEqual(
        servedBytes(dir, ['assets/big.js', 'assets/tiny.js', 'assets/no-brotli.js']),
        {
          br: 30 + 12 + 100,
          gzip: 40 + 12 + 50,
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
