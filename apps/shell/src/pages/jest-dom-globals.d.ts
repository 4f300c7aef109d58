// Specs import `expect` from '@jest/globals'; this gives it the jest-dom matchers' types
// (the matchers themselves are installed by tools/jest/setup-dom.cjs).
/// <reference types="@testing-library/jest-dom/jest-globals" />
