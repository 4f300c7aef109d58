import { type BuiltChunk, sharedPageModules } from './shared-page-modules';

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [`/src/${fileName.replace(/\.js$/, '.ts')}`],
  code: 'x'.repeat(100),
  ...fields,
});

const page = (name: string, imports: string[]): BuiltChunk =>
  chunk(`${name}.js`, { isDynamicEntry: true, facadeModuleId: `/src/${name}.tsx`, imports });

const options = {
  budgeted: /[\\/]home-page\.tsx$/,
  kept: /^(core|query)/,
  minUsers: 2,
  tinyChunkLength: 0,
  maxChunkLength: 1000,
};

describe('sharedPageModules', () => {
  it('merges the small chunks that enough lazy pages load, and nothing a single page loads', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['core.js'] }),
      chunk('core.js'),
      page('list-page', ['header.js', 'badge.js', 'list-only.js']),
      page('detail-page', ['header.js', 'badge.js']),
      chunk('header.js', { moduleIds: ['/src/header.tsx', '/src/icon.ts'] }),
      chunk('badge.js'),
      chunk('list-only.js'),
    ];
    expect(sharedPageModules(chunks, options)).toEqual(
      new Set(['/src/header.tsx', '/src/icon.ts', '/src/badge.ts']),
    );
  });

  it("leaves what the app's first load, a budgeted page or a chunk made on purpose loads", () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['shared-with-app.js'] }),
      chunk('shared-with-app.js'),
      page('home-page', ['home-header.js']),
      page('list-page', ['home-header.js', 'shared-with-app.js', 'query.js']),
      page('detail-page', ['home-header.js', 'shared-with-app.js', 'query.js']),
      chunk('home-header.js'),
      chunk('query.js'),
    ];
    expect(sharedPageModules(chunks, options)).toEqual(new Set());
  });

  it('merges a tiny chunk that two lazy modules load, and a larger one only when enough do', () => {
    const chunks = [
      page('detail-page', ['icon.js', 'viewer.js']),
      page('sign-page', ['icon.js', 'viewer.js']),
      chunk('icon.js', { code: 'x'.repeat(50) }),
      chunk('viewer.js', { code: 'x'.repeat(500) }),
    ];
    expect(sharedPageModules(chunks, { ...options, minUsers: 3, tinyChunkLength: 100 })).toEqual(
      new Set(['/src/icon.ts']),
    );
  });

  it('leaves a chunk larger than the limit', () => {
    const chunks = [
      page('list-page', ['dialog.js']),
      page('detail-page', ['dialog.js']),
      chunk('dialog.js', { code: 'x'.repeat(1001) }),
    ];
    expect(sharedPageModules(chunks, options)).toEqual(new Set());
  });

  it('leaves a chunk that imports one it would bring to every page, and what only that one needs', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['core.js'] }),
      chunk('core.js'),
      chunk('home-header.js'),
      page('home-page', ['home-header.js']),
      page('list-page', ['picker.js', 'label.js', 'core.js', 'home-header.js']),
      page('detail-page', ['picker.js', 'label.js']),
      page('upload-page', ['picker.js', 'label.js']),
      // The picker imports a large chunk (not merged): merging the picker would make every page
      // that loads the shared chunk load the large one too.
      chunk('picker.js', { imports: ['select.js', 'label.js'] }),
      chunk('select.js', { code: 'x'.repeat(5000) }),
      // Imports only the app's core and a budgeted page's chunk: merged.
      chunk('label.js', { imports: ['core.js', 'home-header.js'] }),
    ];
    expect(sharedPageModules(chunks, options)).toEqual(new Set(['/src/label.ts']));
  });

  it('counts a page once however many ways it reaches a chunk', () => {
    const chunks = [
      page('list-page', ['table.js', 'badge.js']),
      page('detail-page', ['other.js']),
      chunk('table.js', { imports: ['badge.js'] }),
      chunk('badge.js'),
      chunk('other.js'),
    ];
    // badge.js: the list page only (through two paths), below minUsers.
    expect(sharedPageModules(chunks, options)).toEqual(new Set());
  });
});
