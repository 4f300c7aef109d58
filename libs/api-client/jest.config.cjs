/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  // jsdom: downloadFile saves through an object URL and a temporary anchor.
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs'],
  coverageDirectory: '../../coverage/libs/api-client',
};
