// Test helpers of @esign/ui-kit, imported as "@esign/ui-kit/testing" by the page tests of the
// domain libs.
export { renderPage } from './render-page';
export { stubBlobUrls } from './stub-blob-urls';
