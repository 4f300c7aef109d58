import type { ColorMode } from './color-mode-context';

// Keeps every transition off while the mode changes, so nothing fades from one palette to the other.
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

/**
 * Shows `mode` on the page: the class `light` or `dark` on <html> (the conditions of the Chakra
 * system) and the same `color-scheme`, so scrollbars and form controls follow.
 */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  const pause = document.createElement('style');
  pause.appendChild(document.createTextNode(NO_TRANSITIONS));
  document.head.appendChild(pause);
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  // Reading a computed style applies the change with transitions still off; they come back after.
  window.getComputedStyle(document.body);
  setTimeout(() => pause.remove(), 1);
}
