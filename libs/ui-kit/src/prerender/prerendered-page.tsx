import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A page the server sends already drawn (today /login: apps/shell/prerender-login-plugin.mts) has
 * its markup in an element with this id, beside the app's empty #root. It is on screen while the
 * app's code downloads; the app takes over what the user typed into it, then removes it in the
 * same commit that draws its own page.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

function prerenderedPage(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_PAGE_ID);
}

/** Whether this document arrived with a prerendered page that the app has not replaced yet. */
export function hasPrerenderedPage(): boolean {
  return prerenderedPage() !== null;
}

/** Takes the prerendered page off the document (nothing happens when there is none). */
export function removePrerenderedPage(): void {
  prerenderedPage()?.remove();
}

/** What the user left in one input of the prerendered page. */
interface PrerenderedInputState {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** The state of the prerendered page's input named `name`, or null (no page, no such input). */
function prerenderedInput(name: string): PrerenderedInputState | null {
  const input = [...(prerenderedPage()?.querySelectorAll('input') ?? [])].find(
    (element) => element.name === name,
  );
  if (!input) return null;
  return {
    value: input.value,
    focused: input.ownerDocument.activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
  };
}

/**
 * Takes over the prerendered page's input `name` when the component commits (the commit that
 * replaces the prerendered page, so nothing typed while the app rendered is lost): `takeValue`
 * gets what the user typed there (not called when it is empty), and the app's input, given the
 * returned ref, gets the focus and caret the prerendered one had. Pass a stable function (a state
 * setter). Without a prerendered page it does nothing.
 */
export function usePrerenderedInput<T extends HTMLInputElement = HTMLInputElement>(
  name: string,
  takeValue: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const typed = prerenderedInput(name);
    const input = ref.current;
    if (!typed || !input) return;
    if (typed.value !== '') {
      // Written to the element as well, so the caret below lands in the text; React's update to
      // the same value leaves the element (and so the caret) alone.
      input.value = typed.value;
      takeValue(typed.value);
    }
    if (!typed.focused) return;
    input.focus();
    if (typed.selectionStart !== null && typed.selectionEnd !== null) {
      input.setSelectionRange(typed.selectionStart, typed.selectionEnd);
    }
  }, [name, takeValue]);
  return ref;
}

/**
 * Removes the prerendered page when the app's first commit reaches the screen. Render it after the
 * app's page, so the page's own layout effects (usePrerenderedInput) run first.
 */
export function ReplacePrerenderedPage(): null {
  useLayoutEffect(() => removePrerenderedPage(), []);
  return null;
}
