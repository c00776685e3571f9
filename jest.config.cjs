// @ts-check
/** Unit and component tests of every package (jsdom by default; a file can opt into `@jest-environment node`). */
const { swcOptions } = require('./tooling/webpack/create-config.cjs');

const swc = swcOptions(false);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared-ui', '<rootDir>/shared-data', '<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-careers', '<rootDir>/mfe-blog', '<rootDir>/mfe-admin', '<rootDir>/tooling', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, jsc: { ...swc.jsc, transform: { react: { ...swc.jsc.transform.react, development: false } } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-router|react-router-dom)/)'],
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp|gif|ico|mp4|webm|pdf|woff2?)(\\?inline)?$': '<rootDir>/tooling/jest/file-stub.cjs',
  },
  clearMocks: true,
  restoreMocks: true,
};
