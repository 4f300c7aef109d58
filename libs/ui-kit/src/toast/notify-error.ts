import { toaster } from './toaster-store';

/** Shows an error popup (spec §8 error toast titles, with the message rule's text as description) and returns its id. */
export function notifyError(title: string, description?: string): string {
  // Errors stay longer than successes: they usually carry a message the user has to read.
  return toaster.create({ type: 'error', title, description, closable: true, duration: 8000 });
}
