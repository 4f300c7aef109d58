import { isAxiosError } from 'axios';
import { getErrorMessage } from '@esign/api-client';
import { ErrorBodySchema } from '@esign/contract';

// The params a refused send names (contract `sendUploadedDocument`), as the page words them.
const PARAM_LABELS: Record<string, string> = {
  signing_type: 'Signing type',
  category_id: 'Category',
  recipients: 'Recipients',
  placements: 'Placements',
  is_viewed: 'View',
  seal: 'Seal',
  e_meterai: 'E-meterai',
};

function labelOf(param: string): string {
  const label = PARAM_LABELS[param] ?? param.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Every problem of a refused send (400 with `messages`), one line each, e.g. "Category: choose a
 * category". Any other failure gives the one message of the §8 rule.
 */
export function sendProblems(error: unknown): string[] {
  if (isAxiosError(error) && error.response?.status === 400) {
    const body = ErrorBodySchema.safeParse(error.response.data);
    const lines = (body.success ? (body.data.messages ?? []) : []).flatMap((entry) =>
      typeof entry === 'string'
        ? [entry]
        : entry.messages.map((message) => `${labelOf(entry.param)}: ${message}`),
    );
    if (lines.length > 0) return lines;
    if (body.success && body.data.error.trim() !== '') return [body.data.error];
  }
  return [getErrorMessage(error)];
}
