import { steppedBuild, type BuildSteps } from './stepped-build';

/** Task boundaries the test releases one at a time, instead of real tasks. */
function manualTasks() {
  const waiting: Array<() => void> = [];
  return {
    yieldTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets the build's next task run, and what it then runs before pausing again. */
    async runNext() {
      const release = waiting.shift();
      if (!release) throw new Error('No step is waiting for a task');
      release();
      await Promise.resolve();
      await Promise.resolve();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** A build of `steps` steps that records which ran, returning a fresh object each time it ends. */
function recordedBuild(steps: number, failAt?: number) {
  const ran: string[] = [];
  let builds = 0;
  function* start(): BuildSteps<{ build: number }> {
    builds += 1;
    const build = builds;
    for (let step = 1; step <= steps; step++) {
      if (step === failAt) throw new Error(`step ${step} failed`);
      ran.push(`${build}.${step}`);
      if (step < steps) yield;
    }
    return { build };
  }
  return { ran, start, builds: () => builds };
}

describe('steppedBuild', () => {
  it('prepare runs one step per task, then get returns what the steps built', async () => {
    const tasks = manualTasks();
    const { ran, start } = recordedBuild(3);
    const build = steppedBuild(start, tasks.yieldTask);
    const prepared = build.prepare();
    expect(ran).toEqual([]);
    await tasks.runNext();
    expect(ran).toEqual(['1.1']);
    await tasks.runNext();
    expect(ran).toEqual(['1.1', '1.2']);
    await tasks.runNext();
    await prepared;
    expect(ran).toEqual(['1.1', '1.2', '1.3']);
    expect(build.get()).toEqual({ build: 1 });
    expect(build.get()).toBe(build.get());
  });

  it('get during prepare finishes the remaining steps at once, each step running once', async () => {
    const tasks = manualTasks();
    const { ran, start, builds } = recordedBuild(4);
    const build = steppedBuild(start, tasks.yieldTask);
    const prepared = build.prepare();
    await tasks.runNext();
    expect(build.get()).toEqual({ build: 1 });
    expect(ran).toEqual(['1.1', '1.2', '1.3', '1.4']);
    // The task prepare was waiting for comes, finds the build done, and runs nothing.
    await tasks.runNext();
    await prepared;
    expect(ran).toHaveLength(4);
    expect(builds()).toBe(1);
    expect(tasks.waiting).toBe(0);
  });

  it('get without prepare builds at once, and a later prepare builds nothing', async () => {
    const tasks = manualTasks();
    const { start, builds } = recordedBuild(3);
    const build = steppedBuild(start, tasks.yieldTask);
    const value = build.get();
    await build.prepare();
    expect(tasks.waiting).toBe(0);
    expect(builds()).toBe(1);
    expect(build.get()).toBe(value);
  });

  it('a second prepare while the first runs starts no second build', async () => {
    const tasks = manualTasks();
    const { start, builds } = recordedBuild(2);
    const build = steppedBuild(start, tasks.yieldTask);
    const first = build.prepare();
    await build.prepare();
    await tasks.runNext();
    await tasks.runNext();
    await first;
    expect(builds()).toBe(1);
    expect(build.get()).toEqual({ build: 1 });
  });

  it('a step that throws leaves the build to get, which starts over and throws to its caller', async () => {
    const tasks = manualTasks();
    const { ran, start, builds } = recordedBuild(3, 2);
    const build = steppedBuild(start, tasks.yieldTask);
    const prepared = build.prepare();
    await tasks.runNext();
    await tasks.runNext();
    await expect(prepared).resolves.toBeUndefined();
    expect(ran).toEqual(['1.1']);
    expect(() => build.get()).toThrow('step 2 failed');
    expect(builds()).toBe(2);
  });
});
