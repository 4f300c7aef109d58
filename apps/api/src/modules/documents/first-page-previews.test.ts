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
