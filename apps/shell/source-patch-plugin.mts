import type { Plugin } from 'vite';

export type SourcePatch = {
  /** The plugin's name. */
  name: string;
  /** The one module to patch (its resolved path). */
  module: RegExp;
  /** The module's new source; throws when the source no longer looks as expected. */
  patch: (source: string) => string;
  /** The build's error when the module was not part of the build. */
  missing: string;
};

/**
 * A production-build patch of one installed module's source. Production builds only: the
 * development server pre-bundles dependencies, which transforms do not reach. Fails the build
 * when the module was not met (or the patch throws), instead of building without the patch.
 */
export function sourcePatch({ name, module, patch, missing }: SourcePatch): Plugin {
  let patched = false;
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      patched = true;
      return { code: patch(code), map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error(missing);
    },
  };
}
