/**
 * `source` with `expected` replaced by `replacement`, for a patch of an installed module. Throws
 * when `expected` is not there any more (an update changed the module), naming the module
 * (`what`) and the patch to update, so the build fails instead of going on without the patch.
 */
export function replaceExpected(
  source: string,
  expected: string,
  replacement: string,
  what: string,
  patchFile: string,
): string {
  if (!source.includes(expected)) {
    throw new Error(`${what} no longer has \`${expected}\`: update ${patchFile}`);
  }
  // A function, so that `$` in the replacement is not read as a pattern (`$&`, `$'`).
  return source.replace(expected, () => replacement);
}

/** An edit of `replaceExpected`: the text expected, and what replaces it. */
export type ExpectedEdit = readonly [expected: string, replacement: string];

/** `source` with each edit applied in turn (replaceExpected: throws at the first one not found). */
export function applyExpectedEdits(
  source: string,
  edits: readonly ExpectedEdit[],
  what: string,
  patchFile: string,
): string {
  return edits.reduce(
    (patched, [expected, replacement]) =>
      replaceExpected(patched, expected, replacement, what, patchFile),
    source,
  );
}
