import type { Plugin } from 'vite';
import { sourcePatch } from './source-patch-plugin.mts';
import { CHAKRA_FACTORY_MODULE, patchChakraFactory } from './src/styles/patch-chakra-factory';

/**
 * Puts a cache in front of Emotion's serializeStyles where Chakra's styled factory calls it
 * (src/styles/style-serialization-cache.ts says why and when it applies). Production builds only;
 * fails the build when the factory was not met or no longer looks as expected.
 */
export function chakraStyleCache(cacheModule: string): Plugin {
  return sourcePatch({
    name: 'esign-chakra-style-cache',
    module: CHAKRA_FACTORY_MODULE,
    patch: (code) => patchChakraFactory(code, cacheModule),
    missing: "Chakra's styled factory (styled-system/factory.js) was not part of the build",
  });
}
