/**
 * jsdom has no object URLs: saving a download and showing a fetched image need them. Call in
 * `beforeEach`.
 */
export function stubBlobUrls() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
}
