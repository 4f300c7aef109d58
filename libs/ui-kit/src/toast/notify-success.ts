import { toaster } from './toaster-store';

/** Shows a success popup (spec §8 success toasts) and returns its id. */
export function notifySuccess(title: string, description?: string): string {
  return toaster.create({ type: 'success', title, description, closable: true });
}
