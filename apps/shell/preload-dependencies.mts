import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/**
 * Trims the list of chunks Vite preloads with each lazy import (`__vite__mapDeps([...])` and the
 * table of file names it indexes, at the top of every chunk that imports lazily) to the chunks the
 * importing chunk has not loaded already. Vite lists every chunk the lazy module needs, including
 * the ones the importer itself imports statically (the core chunk, the bundler's runtime…), which
 * are loaded before the importer's code can run; preloading them again fetches nothing. For the
 * app's entry, whose route table holds most lazy imports, that was 0.2 KB of the first load.
 * A lazy import left with nothing but its own chunk preloads nothing, as Vite does when a module
 * needs no other chunk.
 */
export function preloadDependencies() {
  let bundle: Rolldown.OutputBundle | undefined;

  /** The chunks `fileName` imports statically, directly or through others. */
  function loadedBefore(fileName: string): Set<string> {
    const loaded = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (!chunk || chunk.type !== 'chunk') return;
      for (const imported of chunk.imports) {
        if (loaded.has(imported)) continue;
        loaded.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    return loaded;
  }

  const plugin: Plugin = {
    name: 'esign-preload-dependencies',
    apply: 'build',
    // Runs before Vite's own generateBundle (a post plugin), which asks resolveDependencies.
    generateBundle(_options, output) {
      bundle = output;
    },
  };

  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    fileName,
    dependencies,
    { hostId, hostType },
  ) => {
    if (hostType !== 'js' || !bundle) return dependencies;
    const loaded = loadedBefore(hostId);
    const needed = dependencies.filter((dependency) => !loaded.has(dependency));
    return needed.length === 1 && needed[0] === fileName ? [] : needed;
  };

  return { plugin, resolveDependencies };
}
