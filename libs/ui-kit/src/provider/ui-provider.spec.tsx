import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';

describe('UiProvider', () => {
  it('renders its children with the Chakra system applied', () => {
    render(
      <UiProvider>
        <Button>Save</Button>
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('chakra-button');
    // The system's CSS variables (tokens) are injected into the document.
    const css = Array.from(document.querySelectorAll('style'))
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(css).toContain('--chakra-colors-status-pending');
  });

  it('follows the system colour mode by default', () => {
    render(<UiProvider>page</UiProvider>);
    expect(document.documentElement).toHaveClass('light');
  });
});
