// @ts-check
// One jest project per package (jsdom unless a file opts into node), plus the tooling and scripts.
const { swcOptions } = require('./tooling/webpack/create-config.cjs');
const { containers } = require('./tooling/containers.cjs');

const swc = swcOptions(false);

/** @type {import('jest').Config} */
const shared = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
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
  // Component tests type like a person (user-event), a few seconds each: jest's 5 s is too tight on a busy 2-core machine.
  testTimeout: 15_000,
  clearMocks: true,
  restoreMocks: true,
};

const packages = ['shared-ui', 'shared-data', ...containers.map((c) => c.dir), 'functions'];

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker fewer than the cores: one on a 2-core machine. The suites that use the
  // emulators each have a project (and bucket) of their own, so two run side by side safely.
  maxWorkers: 2,
  projects: [
    ...packages.map((dir) => ({ ...shared, displayName: `@seawave/${dir}`, roots: [`<rootDir>/${dir}`] })),
    { ...shared, displayName: 'tooling', roots: ['<rootDir>/tooling', '<rootDir>/scripts'] },
  ],
};
