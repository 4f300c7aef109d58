import { z } from 'zod/mini';
import { RuntimeConfigSchema, type RuntimeConfig } from '@esign/contract';

export const RUNTIME_CONFIG_PATH = '/config.json';

/** The runtime config could not be fetched or is not what the app needs; the shell shows this instead of rendering. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

type FetchLike = (
  input: string,
  init?: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Fetches `/config.json` and validates it with `RuntimeConfigSchema` before anything renders,
 * so a wrong deployment fails with a message naming the bad field instead of a broken screen.
 */
export async function loadRuntimeConfig(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<RuntimeConfig> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    // A plain GET, like the page's <link rel="preload"> of it (apps/shell/index.html), so the
    // browser hands over that response instead of asking again. The server marks it no-store:
    // it changes per deployment and never comes from a stale cache.
    response = await fetchImpl(RUNTIME_CONFIG_PATH);
  } catch (cause) {
    throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_PATH}: the request failed`, {
      cause,
    });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not valid JSON`, { cause });
  }
  const result = RuntimeConfigSchema.safeParse(body);
  if (!result.success) {
    throw new RuntimeConfigError(
      `${RUNTIME_CONFIG_PATH} is invalid:\n${z.prettifyError(result.error)}`,
      {
        cause: result.error,
      },
    );
  }
  return result.data;
}
