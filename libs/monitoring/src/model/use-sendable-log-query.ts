import { useState } from 'react';
import { logRangeProblem, withoutDates } from './log-search-params';

type Dated = { start_date?: string; end_date?: string };

/**
 * The log query to send, and why the one in the URL is not sent: a date range the server would
 * refuse (reversed, or longer than it allows) stays in the URL with its message, while the last
 * good query (at first, the same without its dates) keeps the page under it.
 */
export function useSendableLogQuery<Q extends Dated>(
  query: Q,
): { problem: string | null; sentQuery: Q | Omit<Q, 'start_date' | 'end_date'> } {
  const problem = logRangeProblem(query);
  const [sentQuery, setSentQuery] = useState<Q | Omit<Q, 'start_date' | 'end_date'>>(() =>
    problem ? withoutDates(query) : query,
  );
  if (!problem && sentQuery !== query) setSentQuery(query);
  return { problem, sentQuery };
}
