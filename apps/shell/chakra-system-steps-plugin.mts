import type { Plugin } from 'vite';
import { sourcePatch } from './source-patch-plugin.mts';
import { CHAKRA_SYSTEM_MODULE } from './src/styles/patch-chakra-system';
import {
  CHAKRA_MERGE_CONFIG_MODULE,
  CHAKRA_TOKEN_DICTIONARY_MODULE,
  patchChakraMergeConfig,
  patchChakraSystemSteps,
  patchChakraTokenDictionary,
} from './src/styles/patch-chakra-system-steps';

/**
 * Lets the app build Chakra's system a step per task (`createSystem.inSteps`, see
 * src/styles/patch-chakra-system-steps.ts). Production builds only, like the other patches of
 * Chakra; without it (the development server, the tests) the system is built at once on first use.
 */
export function chakraSystemSteps(): Plugin[] {
  return [
    sourcePatch({
      name: 'esign-chakra-merge-config-steps',
      module: CHAKRA_MERGE_CONFIG_MODULE,
      patch: patchChakraMergeConfig,
      missing: "Chakra's mergeConfigs (styled-system/merge-config.js) was not part of the build",
    }),
    sourcePatch({
      name: 'esign-chakra-token-dictionary-steps',
      module: CHAKRA_TOKEN_DICTIONARY_MODULE,
      patch: patchChakraTokenDictionary,
      missing:
        "Chakra's token dictionary (styled-system/token-dictionary.js) was not part of the build",
    }),
    sourcePatch({
      name: 'esign-chakra-system-steps',
      module: CHAKRA_SYSTEM_MODULE,
      patch: patchChakraSystemSteps,
      missing: "Chakra's createSystem (styled-system/system.js) was not part of the build",
    }),
  ];
}
