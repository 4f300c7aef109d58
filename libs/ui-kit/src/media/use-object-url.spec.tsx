import { renderHook } from '@testing-library/react';
import { stubBlobUrls } from '../testing/stub-blob-urls';
import { useObjectUrl } from './use-object-url';

beforeEach(() => stubBlobUrls());

describe('useObjectUrl', () => {
  it('gives an object URL of the blob, and releases it when the blob changes or the component leaves', () => {
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect(result.current).toBe('blob:test');
    expect(URL.createObjectURL).toHaveBeenCalledWith(first);
    rerender({ blob: null });
    expect(result.current).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    rerender({ blob: new Blob(['b']) });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});
