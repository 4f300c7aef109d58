/** Spec §8/§9: a failed page chunk reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'esign.chunk-reload-at';

/** True when an error means a lazily loaded chunk could not be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether a reload is allowed now, given when the last one happened (epoch ms or null). */
export function mayReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Reloads once per guard window and returns true; returns false when a reload happened
 * too recently, so the caller shows the error instead of looping.
 */
export function reloadAfterChunkError(
  storage: Storage = window.sessionStorage,
  now = Date.now(),
): boolean {
  const stored = Number(storage.getItem(STORAGE_KEY));
  const last = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReloadAfterChunkError(now, last)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
