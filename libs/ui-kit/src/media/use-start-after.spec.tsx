import { act, renderHook } from '@testing-library/react';
import { useStartAfter } from './use-start-after';

/** Animation frames the test draws itself, in the order they were asked for. */
function stubFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(next, callback);
    return next++;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  return {
    /** Draws a frame: runs the callbacks asked for so far. */
    draw() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useStartAfter', () => {
  it('says start only after a frame drawn once the awaited thing is ready, then for good', () => {
    const frames = stubFrames();
    const { result, rerender } = renderHook(({ ready }) => useStartAfter(ready, 1_500), {
      initialProps: { ready: false },
    });
    act(() => frames.draw());
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => frames.draw());
    expect(result.current).toBe(false); // the task after the frame
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('says start after the longest wait when the awaited thing never comes or no frame is drawn', () => {
    stubFrames();
    const { result, rerender } = renderHook(({ ready }) => useStartAfter(ready, 1_500), {
      initialProps: { ready: false },
    });
    rerender({ ready: true }); // ready, but a background tab draws no frame
    act(() => jest.advanceTimersByTime(1_499));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
