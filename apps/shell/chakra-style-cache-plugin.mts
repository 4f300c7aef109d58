import type { Plugin } from 'vite';
import { CHAKRA_FACTORY_MODULE, patchChakraFactory } from './src/styles/patch-chakra-factory';

/**
 * Puts a cache in front of Emotion's serializeStyles where Chakra's styled factory calls it
 * (src/styles/style-serialization-cache.ts says why and when it applies). Production builds only:
 * the development server pre-bundles Chakra, which transforms do not reach. Fails the build when
 * the factory was not met or no longer looks as expected.
 */
export function chakraStyleCache(cacheModule: string): Plugin {
  let patched = false;
  return {
    name: 'esign-chakra-style-cache',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_FACTORY_MODULE.test(id)) return null;
      patched = true;
      return { code: patchChakraFactory(code, cacheModule), map: null };
    },
    buildEnd(error) {
      if (!error && !patched)
        this.error("Chakra's styled factory (styled-system/factory.js) was not part of the build");
    },
  };
}
