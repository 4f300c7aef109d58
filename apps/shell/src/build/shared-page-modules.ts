/** One chunk of a build, as Rolldown's output describes it (the fields the plan reads). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a lazily imported chunk stands for (its `import()` target). */
  facadeModuleId: string | null;
  /** The chunks this one imports statically (file names). */
  imports: readonly string[];
  moduleIds: readonly string[];
  /** The chunk's code (unminified in the plan's build). */
  code: string;
}

export interface SharedPageModulesOptions {
  /**
   * The lazy modules whose first load is budgeted (the /login page, the admin frame, the home):
   * nothing they load before their first paint is moved, so their size stays what it is.
   */
  budgeted: RegExp;
  /** Chunks made on purpose (core, forms, frame, query, vendors): left as they are. */
  kept: RegExp;
  /** How many lazily loaded modules (pages, dialogs) must load a chunk for it to be merged. */
  minUsers: number;
  /**
   * A chunk this small (characters of unminified code: an icon, a query key, a hook) is merged
   * when two lazy modules load it: it costs more as a file of its own than as bytes.
   */
  tinyChunkLength: number;
  /**
   * The largest chunk merged (characters of unminified code): a larger chunk costs one request
   * among many bytes, and merging it would bring its bytes to every page.
   */
  maxChunkLength: number;
}

/**
 * Which modules go into one chunk shared by the admin pages, given the chunks of the same build
 * without it. Left to itself, the bundler gives every set of pages that shares a module a chunk of
 * its own: a document list loaded 38 files beyond the first load's, most under 1 KB (a page
 * header, an icon, a schema), each a `modulepreload` link, a request and a module to instantiate.
 *
 * A small shared chunk (not a page's own, not one made on purpose, not loaded by a budgeted page)
 * is merged when at least `minUsers` lazy modules load it (what most pages load anyway), a tiny one
 * when two do. A page that uses some of it then loads all of it, once; the few KB it does not use
 * are the price of the files it does not ask for. A chunk is merged only when everything it
 * imports is merged too, or is loaded by the app's first load or a budgeted page, or is kept:
 * otherwise the merged chunk would import, and so bring to every page, something only a few need.
 */
export function sharedPageModules(
  chunks: readonly BuiltChunk[],
  options: SharedPageModulesOptions,
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };

  const withApp = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, withApp);
  const budgeted = new Set<string>();
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
  for (const chunk of lazy)
    if (chunk.facadeModuleId && options.budgeted.test(chunk.facadeModuleId))
      closure(chunk.fileName, budgeted);

  const users = new Map<string, number>();
  for (const chunk of lazy)
    for (const fileName of closure(chunk.fileName))
      users.set(fileName, (users.get(fileName) ?? 0) + 1);

  const candidates = new Set(
    chunks
      .filter(
        (chunk) =>
          !chunk.isEntry &&
          !chunk.isDynamicEntry &&
          !withApp.has(chunk.fileName) &&
          !budgeted.has(chunk.fileName) &&
          !options.kept.test(chunk.fileName) &&
          chunk.code.length <= options.maxChunkLength &&
          (users.get(chunk.fileName) ?? 0) >=
            (chunk.code.length <= options.tinyChunkLength ? 2 : options.minUsers),
      )
      .map((chunk) => chunk.fileName),
  );
  // What a merged chunk may import: the other merged chunks, and what the app, the budgeted pages or
  // a chunk made on purpose load (small, and loaded by most pages already).
  const allowed = (fileName: string) =>
    candidates.has(fileName) ||
    withApp.has(fileName) ||
    budgeted.has(fileName) ||
    options.kept.test(fileName);
  // Drop the candidates that import something else, until none does.
  for (let changed = true; changed;) {
    changed = false;
    for (const fileName of candidates) {
      if ((byFile.get(fileName)?.imports ?? []).every(allowed)) continue;
      candidates.delete(fileName);
      changed = true;
    }
  }
  return new Set([...candidates].flatMap((fileName) => byFile.get(fileName)?.moduleIds ?? []));
}
