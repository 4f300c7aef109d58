import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAKRA_SYSTEM_MODULE, patchChakraSystem } from './patch-chakra-system';

const systemPath = join(
  __dirname,
  '../../../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
);

describe('patchChakraSystem', () => {
  it("leaves the installed Chakra's createSystem with no global styles to build or insert", () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemPath)).toBe(true);
    const patched = patchChakraSystem(readFileSync(systemPath, 'utf8'));
    expect(patched).toContain('const _global = [];');
    expect(patched).not.toMatch(/getTokenCss\(\)\]/);
    // The system still hands `_global` to the provider, which inserts what it holds: nothing.
    expect(patched).toMatch(/\b_global,/);
  });

  it('refuses a createSystem that no longer builds _global as expected, so the build fails', () => {
    expect(() => patchChakraSystem('export function createSystem() { return {}; }')).toThrow(
      /no longer has/,
    );
  });
});
