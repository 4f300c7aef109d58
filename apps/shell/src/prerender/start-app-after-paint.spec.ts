import { START_WITHOUT_FRAMES_MS, startAppAfterPaint } from './start-app-after-paint';

const APP = {
  entry: '/assets/index-123.js',
  preloads: ['/assets/core-456.js', '/assets/src-789.js'],
  runtimeConfig: '/config.json',
};

function linksInHead(): string[] {
  return [...document.head.querySelectorAll('link')].map((link) =>
    `${link.rel} ${link.getAttribute('href')} ${link.getAttribute('as') ?? ''}`.trim(),
  );
}

/** A window whose frames run when the test says (`drawFrame`). */
function windowWithFrames() {
  const frames: FrameRequestCallback[] = [];
  const target = Object.assign(Object.create(window) as Window, {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: window.setTimeout.bind(window),
    document,
  });
  const drawFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };
  return { target, drawFrame };
}

/** Lets the promises settle, then runs the timers queued so far (the next task), and settles again. */
async function runNextTask(): Promise<void> {
  const settle = async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  };
  await settle();
  jest.runOnlyPendingTimers();
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('startAppAfterPaint', () => {
  it('asks for the runtime config and the modules once the next frame has been drawn, then runs the modules one task each and the entry last', async () => {
    const load = jest.fn(() => Promise.resolve());
    const { target, drawFrame } = windowWithFrames();
    startAppAfterPaint(APP, target, load);
    jest.advanceTimersByTime(0);
    expect(load).not.toHaveBeenCalled();

    // The frame's callback runs before the frame is drawn; the task it queues, after.
    drawFrame();
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(linksInHead()).toEqual([
      'preload /config.json fetch',
      'modulepreload /assets/core-456.js',
      'modulepreload /assets/src-789.js',
    ]);
    const config = document.head.querySelector('link[rel="preload"]');
    expect(config?.getAttribute('crossorigin')).toBe('anonymous');
    expect(load.mock.calls).toEqual([['/assets/core-456.js']]);

    // One module per task.
    await runNextTask();
    expect(load.mock.calls).toEqual([['/assets/core-456.js'], ['/assets/src-789.js']]);
    await runNextTask();
    expect(load.mock.calls.at(-1)).toEqual(['/assets/index-123.js']);

    // The fallback for a tab without frames does not start it a second time.
    await jest.advanceTimersByTimeAsync(START_WITHOUT_FRAMES_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(linksInHead()).toHaveLength(3);
  });

  it('starts the app in a tab that draws no frames (opened in the background)', () => {
    const load = jest.fn(() => Promise.resolve());
    const { target } = windowWithFrames();
    startAppAfterPaint(APP, target, load);
    jest.advanceTimersByTime(START_WITHOUT_FRAMES_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('/assets/core-456.js');
  });

  it('reports an entry that fails to load in the console, leaving the drawn page as it is', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch dynamically imported module');
    const load = jest.fn(() => Promise.reject(failure));
    startAppAfterPaint(APP, windowWithFrames().target, load);
    await jest.advanceTimersByTimeAsync(START_WITHOUT_FRAMES_MS);
    expect(error).toHaveBeenCalledWith(failure);
    // Nothing after a module that failed.
    expect(load).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
