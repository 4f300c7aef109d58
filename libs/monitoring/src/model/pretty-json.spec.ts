import { describe, expect, it } from '@jest/globals';
import { prettyJson } from './pretty-json';

describe('prettyJson', () => {
  it('indents an object by two spaces', () => {
    expect(prettyJson({ a: 1, b: { c: 'x' } })).toBe(
      '{\n  "a": 1,\n  "b": {\n    "c": "x"\n  }\n}',
    );
  });

  it('indents JSON stored as text, keeps other text, and names what is empty', () => {
    expect(prettyJson('{"ok":true}')).toBe('{\n  "ok": true\n}');
    expect(prettyJson('plain text')).toBe('plain text');
    expect(prettyJson(null)).toBe('(empty)');
    expect(prettyJson(undefined)).toBe('(empty)');
  });
});
