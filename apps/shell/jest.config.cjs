/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs'],
  coverageDirectory: '../../coverage/apps/shell',
};
