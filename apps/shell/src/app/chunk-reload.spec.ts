import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadAfterChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  it('recognises the errors browsers raise for a missing lazy chunk', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('allows the first reload and refuses another within 60 seconds', () => {
    expect(mayReloadAfterChunkError(1_000, null)).toBe(true);
    expect(mayReloadAfterChunkError(1_000 + CHUNK_RELOAD_GUARD_MS - 1, 1_000)).toBe(false);
    expect(mayReloadAfterChunkError(1_000 + CHUNK_RELOAD_GUARD_MS, 1_000)).toBe(true);
  });
});
