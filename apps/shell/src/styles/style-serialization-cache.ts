/**
 * Emotion's `serializeStyles` as Chakra's styled factory calls it, and a cache in front of it.
 *
 * Every Chakra element, on every render, resolves its style props to one CSS object (Chakra's
 * `css()`, memoised: the same styles give the same object) and hands it to Emotion, which writes
 * it out as a CSS string and hashes that string into the class name. In a profile of a document
 * list's first render, the string and the hash were a fifth of the render's script time, redone
 * for every cell of every row although most cells share their styles.
 *
 * The cache keeps the result per style object (a WeakMap: an object Chakra's memo drops is
 * collected with its entry). It applies only where the result cannot depend on anything else:
 * one plain object (no class names merged in from `className`), holding no functions (which
 * Emotion would call with the props) and no value that is a registered class name (which Emotion
 * would expand). Anything else goes straight to Emotion, as before.
 */
export type SerializeStyles<Result> = (
  args: readonly unknown[],
  registered?: Readonly<Record<string, unknown>>,
  props?: unknown,
) => Result;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether Emotion's output for `value` depends only on `value` itself. */
function dependsOnItselfOnly(
  value: unknown,
  registered: Readonly<Record<string, unknown>>,
): boolean {
  if (typeof value === 'function') return false;
  if (typeof value === 'string') return !Object.hasOwn(registered, value);
  if (Array.isArray(value)) return value.every((item) => dependsOnItselfOnly(item, registered));
  if (isPlainObject(value))
    return Object.values(value).every((item) => dependsOnItselfOnly(item, registered));
  return true;
}

/** `serialize`, answering again from a cache for the same lone style object (see above). */
export function withStyleCache<Result>(
  serialize: SerializeStyles<Result>,
): SerializeStyles<Result> {
  const byStyles = new WeakMap<object, { result: Result } | null>();
  return (args, registered = {}, props) => {
    const only = args.length === 1 ? args[0] : undefined;
    if (!isPlainObject(only)) return serialize(args, registered, props);
    const known = byStyles.get(only);
    if (known) return known.result;
    const result = serialize(args, registered, props);
    if (known === undefined)
      byStyles.set(only, dependsOnItselfOnly(only, registered) ? { result } : null);
    return result;
  };
}
