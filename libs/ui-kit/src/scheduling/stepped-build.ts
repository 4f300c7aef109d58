import { nextTask } from './next-task';

/** A build in steps: a generator that pauses (`yield`) between steps and returns what it built. */
export type BuildSteps<T> = Generator<void, T, void>;

export type SteppedBuild<T> = {
  /** What is built: built now, at once, if prepare has not finished it (finishing its steps). */
  get(): T;
  /**
   * Builds ahead, one step per task. Resolves when built, or when get() needed it first and
   * finished it; never rejects: a step that throws leaves the build to get(), which starts over
   * and throws where its caller can show the error.
   */
  prepare(): Promise<void>;
};

/**
 * A value that is costly to build, built either ahead of its first use a step per task (so that
 * no task holds the main thread for the whole build) or at once on its first use, whichever
 * comes first; built once either way. `startSteps` starts a new build; `yieldTask` is the wait
 * between two steps.
 */
export function steppedBuild<T>(
  startSteps: () => BuildSteps<T>,
  yieldTask: () => Promise<void> = nextTask,
): SteppedBuild<T> {
  let built: { value: T } | undefined;
  let pending: BuildSteps<T> | undefined;

  function finish(steps: BuildSteps<T>): T {
    let step = steps.next();
    while (!step.done) step = steps.next();
    return step.value;
  }

  return {
    get() {
      if (!built) {
        const steps = pending ?? startSteps();
        pending = undefined;
        built = { value: finish(steps) };
      }
      return built.value;
    },
    async prepare() {
      if (built || pending) return;
      const steps = startSteps();
      pending = steps;
      try {
        for (;;) {
          await yieldTask();
          // get() took the steps over, and finished them, meanwhile.
          if (pending !== steps) return;
          const step = steps.next();
          if (step.done) {
            built = { value: step.value };
            pending = undefined;
            return;
          }
        }
      } catch {
        if (pending === steps) pending = undefined;
      }
    },
  };
}
