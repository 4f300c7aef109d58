// DOM test setup shared by every browser lib: jest-dom matchers and the layout APIs
// Chakra UI / Ark UI expect but jsdom does not implement.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = window.ResizeObserver || NoopObserver;
window.IntersectionObserver = window.IntersectionObserver || NoopObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollTo = Element.prototype.scrollTo || (() => undefined);
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => undefined);
