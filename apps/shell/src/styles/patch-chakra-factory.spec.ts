import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAKRA_FACTORY_MODULE, patchChakraFactory } from './patch-chakra-factory';

const factoryPath = join(
  __dirname,
  '../../../../node_modules/@chakra-ui/react/dist/esm/styled-system/factory.js',
);

describe('patchChakraFactory', () => {
  it("puts the installed Chakra factory's serializeStyles behind the cache", () => {
    expect(CHAKRA_FACTORY_MODULE.test(factoryPath)).toBe(true);
    const patched = patchChakraFactory(
      readFileSync(factoryPath, 'utf8'),
      '/repo/apps/shell/src/styles/style-serialization-cache.ts',
    );
    expect(patched).toContain(
      'import { withStyleCache } from "/repo/apps/shell/src/styles/style-serialization-cache.ts";',
    );
    expect(patched).toContain('const serializeStyles = withStyleCache(emotionSerializeStyles);');
    expect(patched).not.toContain("import { serializeStyles } from '@emotion/serialize';");
    // The factory's call itself is left as it is.
    expect(patched).toMatch(/serializeStyles\(\s*styles\.concat\(classInterpolations\)/);
  });

  it('refuses a factory that no longer imports serializeStyles, so the build fails', () => {
    expect(() =>
      patchChakraFactory('export const createStyled = () => null;', '/cache.ts'),
    ).toThrow(/no longer has/);
  });
});
