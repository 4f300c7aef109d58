// DOM test setup shared by every browser lib: jest-dom matchers and the layout APIs
// Chakra UI / Ark UI expect but jsdom does not implement.
require('@testing-library/jest-dom');

// `findBy…` and `waitFor` give up after 1 s by default. A page of Chakra components renders in
// well under that alone, but CI runs two suites side by side with the server's suite on two cores,
// where a first render has taken longer: wait up to 4 s (a passing test waits no longer than it
// needs; only a failing one takes the full time), and give each test 15 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(15000);

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
