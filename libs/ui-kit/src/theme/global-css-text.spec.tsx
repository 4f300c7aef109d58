import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { appGlobalCss } from '../global-css';
import { getAppSystem } from './app-system';
import { globalCssText } from './global-css-text';

/**
 * Renders Chakra's provider and returns the rules Emotion's `Global` wrote, as written: Emotion
 * inserts them with insertRule (read back, the DOM would give its own re-serialisation) or, in
 * its development mode, as text.
 */
function insertedGlobalCss(): string {
  const written: string[] = [];
  const insertRule = jest
    .spyOn(CSSStyleSheet.prototype, 'insertRule')
    .mockImplementation((rule: string) => written.push(rule) - 1);
  try {
    render(<ChakraProvider value={getAppSystem()}>page</ChakraProvider>);
  } finally {
    insertRule.mockRestore();
  }
  const asText = [...document.head.querySelectorAll('style[data-emotion="css-global"]')]
    .map((element) => element.textContent)
    .join('');
  return written.join('') + asText;
}

describe('globalCssText', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("is, character for character, what Chakra's provider inserts through Emotion for the app system", () => {
    const inserted = insertedGlobalCss();
    expect(inserted.length).toBeGreaterThan(10_000);
    expect(appGlobalCss()).toBe(inserted);
  });

  it('starts with the cascade layers in their order, then holds the preflight, the global styles and the tokens', () => {
    const css = globalCssText(getAppSystem());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    // A token variable, its dark value, and the brand palette the global styles set on <html>.
    expect(css).toContain('--chakra-colors-status-rejected:');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-orange-fg:/);
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid)');
  });
});
