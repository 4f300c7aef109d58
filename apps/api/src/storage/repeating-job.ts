export interface RepeatingJob<T> {
  /** Runs one pass now (or joins the one running) and resolves with its result, null if it failed. */
  runOnce(): Promise<T | null>;
  /** No more passes; resolves when the running one is done. */
  stop(): Promise<void>;
}

/**
 * A job inside the server: one pass every `intervalMs`, one at a time; a failed pass is
 * reported and the next one tries again. The timer never keeps the process alive.
 */
export function startRepeatingJob<T>(
  pass: () => Promise<T>,
  options: { intervalMs: number; report: (error: unknown) => void },
): RepeatingJob<T> {
  let running: Promise<T | null> | null = null;
  const runOnce = () => {
    running ??= pass()
      .catch((error: unknown) => {
        options.report(error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
