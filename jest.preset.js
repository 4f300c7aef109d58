const nxPreset = require('@nx/jest/preset').default;

/** Shared Jest settings: every lib's jest.config.cjs spreads this preset. */
module.exports = {
  ...nxPreset,
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  moduleNameMapper: { '^axios$': 'axios/dist/node/axios.cjs' },
  testMatch: ['<rootDir>/src/**/*.spec.[jt]s?(x)'],
  clearMocks: true,
};
