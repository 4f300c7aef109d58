/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contract',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/contract',
};
