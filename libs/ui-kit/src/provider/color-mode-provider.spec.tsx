import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from './color-mode-provider';
import { useColorMode } from './use-color-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const originalMatchMedia = window.matchMedia;

/** Pretends the OS is in dark or light mode; `switchTo` changes it as the OS would, live. */
function osColorScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      matches: query === DARK_QUERY && dark,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    switchTo(mode: 'light' | 'dark') {
      dark = mode === 'dark';
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Probe() {
  const { choice, colorMode, setColorMode } = useColorMode();
  return (
    <>
      <p>
        {choice} shows {colorMode}
      </p>
      <button onClick={() => setColorMode('dark')}>Dark</button>
      <button onClick={() => setColorMode('system')}>Like the OS</button>
    </>
  );
}

function renderProvider() {
  return render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
}

const html = document.documentElement;

/** The style elements that keep transitions off while the mode changes. */
function transitionPauses(): HTMLStyleElement[] {
  return Array.from(document.head.querySelectorAll('style')).filter((style) =>
    style.textContent?.includes('transition:none!important'),
  );
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  localStorage.clear();
  html.className = '';
  html.style.colorScheme = '';
  jest.useRealTimers();
  // A switch at the end of a test leaves its pause to a timer that may not have run yet.
  transitionPauses().forEach((style) => style.remove());
});

describe('ColorModeProvider', () => {
  it('follows the OS when the user has not picked a mode', () => {
    osColorScheme('dark');
    renderProvider();
    expect(screen.getByText('system shows dark')).toBeInTheDocument();
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('shows the mode stored under "theme" (the key next-themes used) over the OS', () => {
    osColorScheme('dark');
    localStorage.setItem('theme', 'light');
    renderProvider();
    expect(screen.getByText('light shows light')).toBeInTheDocument();
    expect(html).toHaveClass('light');
    expect(html.style.colorScheme).toBe('light');
  });

  it('follows an OS change live while on the system mode', () => {
    const os = osColorScheme('light');
    renderProvider();
    expect(html).toHaveClass('light');

    os.switchTo('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('keeps a picked mode when the OS changes', () => {
    const os = osColorScheme('light');
    localStorage.setItem('theme', 'light');
    renderProvider();

    os.switchTo('dark');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('remembers a pick, so the next visit opens in it', async () => {
    osColorScheme('light');
    const { unmount } = renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    unmount();
    html.className = '';

    renderProvider();
    expect(screen.getByText('dark shows dark')).toBeInTheDocument();
    expect(html).toHaveClass('dark');
  });

  it('goes back to following the OS when the user picks the system mode', async () => {
    osColorScheme('light');
    localStorage.setItem('theme', 'dark');
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Like the OS' }));
    expect(html).toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('mirrors the pick into the cookie it is given (for the server), from the start and on every change, and clears it for the system mode', async () => {
    osColorScheme('light');
    localStorage.setItem('theme', 'light');
    const cookie = () =>
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('mode_choice='))
        ?.slice('mode_choice='.length);
    render(
      <ColorModeProvider choiceCookie="mode_choice">
        <Probe />
      </ColorModeProvider>,
    );
    expect(cookie()).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(cookie()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Like the OS' }));
    expect(cookie()).toBeUndefined();
  });

  it('writes no cookie unless given one', async () => {
    osColorScheme('light');
    const before = document.cookie;
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.cookie).toBe(before);
  });

  it('follows a pick made in another tab', () => {
    osColorScheme('light');
    renderProvider();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(html).toHaveClass('dark');
  });

  it('turns transitions off while it switches, and back on right after', () => {
    jest.useFakeTimers();
    const os = osColorScheme('light');
    renderProvider();
    act(() => jest.runAllTimers());
    expect(transitionPauses()).toHaveLength(0);

    os.switchTo('dark');
    expect(html).toHaveClass('dark');
    expect(transitionPauses()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(transitionPauses()).toHaveLength(0);
  });
});
