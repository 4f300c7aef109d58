import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { CHAKRA_SYSTEM_MODULE } from './patch-chakra-system';
import {
  CHAKRA_MERGE_CONFIG_MODULE,
  CHAKRA_TOKEN_DICTIONARY_MODULE,
  patchChakraMergeConfig,
  patchChakraSystemSteps,
  patchChakraTokenDictionary,
} from './patch-chakra-system-steps';

const styledSystem = join(
  __dirname,
  '../../../../node_modules/@chakra-ui/react/dist/esm/styled-system',
);

type CreateSystem = ((...configs: SystemConfig[]) => SystemContext) & {
  inSteps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
};
type Chakra = { createSystem: CreateSystem; defaultConfig: SystemConfig };

/**
 * Bundles the installed Chakra's createSystem and default config as the app's build does, with
 * the given modules' sources replaced (esbuild, in a Node process of its own: it refuses to run
 * in the test's DOM environment).
 */
const BUNDLE_SCRIPT = `
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
const sources = JSON.parse(readFileSync(0, 'utf8'));
const result = await build({
  stdin: { contents: "export { createSystem, defaultConfig } from '@chakra-ui/react';", resolveDir: process.cwd() },
  bundle: true, write: false, platform: 'node', format: 'cjs', logLevel: 'silent',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@emotion/*'],
  plugins: [{ name: 'replaced-sources', setup(b) {
    b.onLoad({ filter: /styled-system[\\\\/](system|token-dictionary|merge-config)\\.js$/ }, (args) =>
      sources[args.path] === undefined ? undefined : { contents: sources[args.path], loader: 'js' });
  } }],
});
process.stdout.write(result.outputFiles[0].text);
`;

function loadChakra(sources: Record<string, string>): Chakra {
  const bundle = execFileSync(process.execPath, ['--input-type=module', '-e', BUNDLE_SCRIPT], {
    cwd: join(__dirname, '../../../..'),
    input: JSON.stringify(sources),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const module = { exports: {} as Chakra };
  // The bundle built above, run as Node runs a module.
  new Function('module', 'exports', 'require', bundle)(
    module,
    module.exports,
    createRequire(__filename),
  );
  return module.exports;
}

const systemPath = join(styledSystem, 'system.js');
const tokenDictionaryPath = join(styledSystem, 'token-dictionary.js');
const mergeConfigPath = join(styledSystem, 'merge-config.js');

/** A second config, as the app passes one: a token of its own and a token with nested values. */
const APP_CONFIG: SystemConfig = {
  theme: {
    tokens: {
      colors: { brand: { value: '#f59e0b', dark: { value: '#b45309' } } },
    },
  },
};

/** What a system produces, as data: token variables, global CSS, a style with a palette, a recipe. */
function outputOf(system: SystemContext) {
  return JSON.stringify({
    vars: [...system.tokens.cssVarMap].map(([condition, vars]) => [condition, [...vars]]),
    global: system._global,
    css: system.css({
      colorPalette: 'teal',
      bg: 'colorPalette.solid',
      color: 'brand',
      borderColor: 'brand.dark',
      p: 4,
      md: { w: 'sm' },
    }),
    button: system.cva(system.getRecipe('button') ?? {})({ size: 'sm', variant: 'outline' }),
    properties: [...system.properties].length,
  });
}

describe('the patches that build the Chakra system in steps', () => {
  it('match the installed Chakra modules', () => {
    expect(CHAKRA_TOKEN_DICTIONARY_MODULE.test(tokenDictionaryPath)).toBe(true);
    expect(CHAKRA_SYSTEM_MODULE.test(systemPath)).toBe(true);
    expect(CHAKRA_MERGE_CONFIG_MODULE.test(mergeConfigPath)).toBe(true);
    expect(() => patchChakraMergeConfig(readFileSync(mergeConfigPath, 'utf8'))).not.toThrow();
    expect(() =>
      patchChakraTokenDictionary(readFileSync(tokenDictionaryPath, 'utf8')),
    ).not.toThrow();
    expect(() => patchChakraSystemSteps(readFileSync(systemPath, 'utf8'))).not.toThrow();
  });

  it('build, a step at a time, the same system as the unpatched createSystem; and at once too', () => {
    const patched = loadChakra({
      [systemPath]: patchChakraSystemSteps(readFileSync(systemPath, 'utf8')),
      [tokenDictionaryPath]: patchChakraTokenDictionary(readFileSync(tokenDictionaryPath, 'utf8')),
      [mergeConfigPath]: patchChakraMergeConfig(readFileSync(mergeConfigPath, 'utf8')),
    });
    const original = loadChakra({});
    const { inSteps } = patched.createSystem;
    expect(inSteps).toBeInstanceOf(Function);
    expect(original.createSystem.inSteps).toBeUndefined();
    if (!inSteps) return;

    const steps = inSteps(patched.defaultConfig, APP_CONFIG);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    // After copying each of the two configs, after the merge, three times in the token
    // dictionary, after it, after the utilities.
    expect(pauses).toBe(8);
    const expected = outputOf(original.createSystem(original.defaultConfig, APP_CONFIG));
    expect(outputOf(step.value)).toBe(expected);
    expect(outputOf(patched.createSystem(patched.defaultConfig, APP_CONFIG))).toBe(expected);
  }, 30_000);

  it('refuse modules that no longer look as expected, so the build fails', () => {
    expect(() => patchChakraSystemSteps('export function createSystem() { return {}; }')).toThrow(
      /no longer has/,
    );
    expect(() =>
      patchChakraTokenDictionary('function createTokenDictionary(options) { return {}; }'),
    ).toThrow(/no longer has/);
    expect(() => patchChakraMergeConfig('const mergeConfigs = (...configs) => ({});')).toThrow(
      /no longer has/,
    );
  });
});
