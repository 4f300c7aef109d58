import { describe, expect, it, jest } from '@jest/globals';
import type { FirstPageRenderer } from '../../pdf';
import { FirstPagePreviews } from './first-page-previews';

function countingRenderer() {
  const render = jest.fn(async (bytes: Uint8Array) => new Uint8Array([bytes[0] ?? 0, 1, 2]));
  return {
    render,
    renderer: { render, close: async () => undefined } as unknown as FirstPageRenderer,
  };
}

describe('FirstPagePreviews', () => {
  it('draws a file version once for requests at the same time and after', async () => {
    const { render, renderer } = countingRenderer();
    const previews = new FirstPagePreviews(renderer);
    const read = jest.fn(async () => new Uint8Array([7]));
    const [a, b] = await Promise.all([previews.image(1, read), previews.image(1, read)]);
    expect(await previews.image(1, read)).toEqual(a);
    expect(a).toEqual(new Uint8Array([7, 1, 2]));
    expect(b).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('draws each file version apart, and tries again after a failed drawing', async () => {
    const { render, renderer } = countingRenderer();
    render.mockRejectedValueOnce(new Error('broken'));
    const previews = new FirstPagePreviews(renderer);
    const read = async () => new Uint8Array([9]);
    await expect(previews.image(1, read)).rejects.toThrow('broken');
    expect(await previews.image(1, read)).toEqual(new Uint8Array([9, 1, 2]));
    await previews.image(2, read);
    expect(render).toHaveBeenCalledTimes(3);
  });
});

/** A renderer whose drawings finish only when the test says so, in the order they started. */
function heldRenderer() {
  const started: number[] = [];
  const finish: Array<() => void> = [];
  const render = jest.fn(
    (bytes: Uint8Array) =>
      new Promise<Uint8Array>((resolve) => {
        started.push(bytes[0] ?? 0);
        finish.push(() => resolve(new Uint8Array([bytes[0] ?? 0, 1])));
      }),
  );
  const renderer = { render, close: async () => undefined } as unknown as FirstPageRenderer;
  /** Lets the oldest unfinished drawing finish, and the promises that follow it run. */
  const finishNext = async () => {
    finish.shift()?.();
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  };
  return { render, renderer, started, finishNext };
}

const bytesOf = (first: number) => async () => new Uint8Array([first]);

describe('FirstPagePreviews.drawAhead', () => {
  it('draws a new version in the background, so the first request finds it drawn', async () => {
    const { render, renderer } = countingRenderer();
    const previews = new FirstPagePreviews(renderer);
    previews.drawAhead(5, bytesOf(5));
    await previews.aheadDone();
    const read = jest.fn(bytesOf(5));
    expect(await previews.image(5, read)).toEqual(new Uint8Array([5, 1, 2]));
    expect(read).not.toHaveBeenCalled();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('draws one version at a time, the newest first, and never while a request waits for a drawing', async () => {
    const { renderer, started, finishNext } = heldRenderer();
    const previews = new FirstPagePreviews(renderer);
    const asked = previews.image(1, bytesOf(1));
    await finishNext(); // reading the file
    previews.drawAhead(2, bytesOf(2));
    previews.drawAhead(3, bytesOf(3));
    await Promise.resolve();
    expect(started).toEqual([1]);

    await finishNext();
    await asked;
    expect(started).toEqual([1, 3]);
    await finishNext();
    expect(started).toEqual([1, 3, 2]);
    await finishNext();
    await previews.aheadDone();
  });

  it('draws nothing ahead when turned off, or for a version already drawn', async () => {
    const { render, renderer } = countingRenderer();
    const off = new FirstPagePreviews(renderer, { drawAhead: false });
    off.drawAhead(1, bytesOf(1));
    await off.aheadDone();
    expect(render).not.toHaveBeenCalled();

    const on = new FirstPagePreviews(renderer);
    await on.image(2, bytesOf(2));
    on.drawAhead(2, bytesOf(2));
    await on.aheadDone();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('lets a failed drawing ahead go: the request that meets the version draws it again', async () => {
    const { render, renderer } = countingRenderer();
    render.mockRejectedValueOnce(new Error('broken'));
    const previews = new FirstPagePreviews(renderer);
    previews.drawAhead(4, bytesOf(4));
    await previews.aheadDone();
    expect(await previews.image(4, bytesOf(4))).toEqual(new Uint8Array([4, 1, 2]));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('forgets the versions waiting to be drawn ahead when it closes', async () => {
    const { renderer, started, finishNext } = heldRenderer();
    const previews = new FirstPagePreviews(renderer);
    previews.drawAhead(1, bytesOf(1)); // starts at once
    previews.drawAhead(2, bytesOf(2)); // waits for it
    await finishNext(); // reading the file
    expect(started).toEqual([1]);
    const closed = previews.close();
    await finishNext();
    await closed;
    expect(started).toEqual([1]);
  });
});
