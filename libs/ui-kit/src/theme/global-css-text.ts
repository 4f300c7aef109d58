import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';

/**
 * The CSS text that Chakra's provider writes through Emotion's `Global` for `system`: the cascade
 * layers' order, then the preflight, the global CSS and the token variables (`system._global`).
 * It takes Emotion's own path (serializeStyles, then the cache's stylis pipeline with its default
 * plugins), so the text is the one `Global` would insert. Emotion's browser build hands the rules
 * to a sheet one by one and its server build returns them; both are taken.
 */
export function globalCssText(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as Parameters<
    EmotionCache['insert']
  >[2];
  const write = (styles: unknown): string => {
    rules.length = 0;
    const serialized = serializeStyles([styles as never], undefined, {});
    const returned: unknown = cache.insert('', serialized, sheet, false);
    return typeof returned === 'string' ? returned : rules.join('');
  };
  return write(system.layers.atRule) + write(system._global);
}
