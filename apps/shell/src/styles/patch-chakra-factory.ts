import { chakraStyledSystemModule } from './chakra-module';
import { replaceExpected } from './replace-expected';

/** Chakra's styled factory, the one module that calls Emotion's serializeStyles per element. */
export const CHAKRA_FACTORY_MODULE = chakraStyledSystemModule('factory.js');

const EMOTION_IMPORT = "import { serializeStyles } from '@emotion/serialize';";

/**
 * The factory's source with its `serializeStyles` put behind `withStyleCache` (from
 * `cacheModule`, style-serialization-cache.ts). Throws when the import is not there any more (a
 * Chakra update changed the module): the build then fails instead of silently losing the cache.
 */
export function patchChakraFactory(source: string, cacheModule: string): string {
  return replaceExpected(
    source,
    EMOTION_IMPORT,
    [
      "import { serializeStyles as emotionSerializeStyles } from '@emotion/serialize';",
      `import { withStyleCache } from ${JSON.stringify(cacheModule)};`,
      'const serializeStyles = withStyleCache(emotionSerializeStyles);',
    ].join('\n'),
    "Chakra's styled factory",
    'apps/shell/src/styles/patch-chakra-factory.ts',
  );
}
