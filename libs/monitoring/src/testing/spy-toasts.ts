import { expect, jest } from '@jest/globals';
import { toaster } from '@esign/ui-kit';

/** Records the toasts a test causes (the kit's toaster store), without showing them. */
export function spyToasts() {
  const create = jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
  return {
    create,
    /** The toast of `type` with `title` was shown. */
    expectToast(type: 'error' | 'success', title: string) {
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type, title }));
    },
    titles: () => create.mock.calls.map(([options]) => options.title),
  };
}
