import { withStyleCache, type SerializeStyles } from './style-serialization-cache';

/** A stand-in for Emotion's serializeStyles that counts its calls. */
function countingSerialize() {
  const calls: unknown[][] = [];
  const serialize: SerializeStyles<{ name: string }> = (args) => {
    calls.push([...args]);
    return { name: `css-${calls.length}` };
  };
  return { calls, serialize: withStyleCache(serialize) };
}

describe('withStyleCache', () => {
  it('serializes a lone style object once and answers the same result for it afterwards', () => {
    const { calls, serialize } = countingSerialize();
    const styles = { color: 'var(--chakra-colors-fg)', '&:hover': { bg: 'red' } };
    const first = serialize([styles], {}, { theme: {} });
    expect(serialize([styles], {}, { theme: {} })).toBe(first);
    expect(calls).toEqual([[styles]]);
  });

  it('keys by the object itself: an equal but other object is serialized again', () => {
    const { calls, serialize } = countingSerialize();
    serialize([{ color: 'red' }]);
    serialize([{ color: 'red' }]);
    expect(calls).toHaveLength(2);
  });

  it('always serializes several styles (class names merged in) and what is not a plain object', () => {
    const { calls, serialize } = countingSerialize();
    const styles = { color: 'red' };
    serialize([styles, { margin: 0 }]);
    serialize([styles, { margin: 0 }]);
    serialize(['color: red;']);
    serialize(['color: red;']);
    serialize([[styles]]);
    serialize([[styles]]);
    expect(calls).toHaveLength(6);
  });

  it('serializes every time a style holding a function, whose output depends on the props', () => {
    const { calls, serialize } = countingSerialize();
    const styles = { nested: { color: (props: { tone: string }) => props.tone } };
    serialize([styles], {}, { tone: 'red' });
    serialize([styles], {}, { tone: 'blue' });
    expect(calls).toHaveLength(2);
  });

  it('serializes every time a style naming a registered class, which Emotion expands', () => {
    const { calls, serialize } = countingSerialize();
    const styles = { '& > span': ['css-abc123'] };
    const registered = { 'css-abc123': 'color:red;' };
    serialize([styles], registered);
    serialize([styles], registered);
    expect(calls).toHaveLength(2);
  });
});
