// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';
import packageBorders from './tooling/eslint/package-borders.cjs';

/** @type {{ containers: { dir: string, host?: boolean }[] }} */
const { containers } = createRequire(import.meta.url)('./tooling/containers.cjs');
const remotes = containers.filter((c) => !c.host).map((c) => c.dir);
/** @param {object} options @returns {import('eslint').Linter.RuleEntry} */
const restrictedImports = (options) => ['error', options];

export default tseslint.config(
  { ignores: ['**/dist/**', 'functions/lib/**', '**/node_modules/**', 'coverage/**', 'reports/**', 'test-results/**', 'playwright-report/**', '*.tmp.*', '.e2e-redeploy-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, commonjs: true }],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/button-has-type': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render text as HTML.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Containers never import each other (the shell learns the remotes' routes at run time), and the shared
  // packages import no container.
  // Test helpers (the `/testing` subpaths and testing folders) are for tests only.
  ...['shell', 'shared-ui', 'shared-data', ...remotes].flatMap((dir) => {
    const containerPatterns = (/** @type {string[]} */ names) => names.flatMap((other) => [`@seawave/${other}`, `@seawave/${other}/**`, `**/${other}/**`]);
    const otherContainers = remotes.includes(dir)
      ? containerPatterns([...remotes.filter((other) => other !== dir), 'shell'])
      : containerPatterns(dir === 'shell' ? remotes : [...remotes, 'shell']);
    const testOnly = ['@seawave/shared-ui/testing', '@seawave/shared-data/testing', '**/testing/**'];
    const testFiles = [`${dir}/**/*.test.{ts,tsx}`, `${dir}/**/testing/**`];
    // The builds leave out code only these use (tooling/webpack/no-re2js.cjs, no-hoist-statics.cjs).
    const paths = [
      { name: 'firebase/firestore/pipelines', message: 'Firestore pipelines are not part of this site: its builds leave out the regex engine they need.' },
      { name: '@emotion/react', importNames: ['withTheme'], message: 'Use useTheme: the builds leave out the statics hoisting withTheme needs (tooling/webpack/no-hoist-statics.cjs).' },
    ];
    return [
      {
        files: [`${dir}/**/*.{ts,tsx,mjs,cjs}`],
        ignores: testFiles,
        rules: { 'no-restricted-imports': restrictedImports({ paths, patterns: [...otherContainers, ...testOnly] }) },
      },
      // A remote's tests stay inside the remote too.
      ...(remotes.includes(dir)
        ? [{ files: testFiles, rules: { 'no-restricted-imports': restrictedImports({ paths, patterns: otherContainers }) } }]
        : []),
    ];
  }),
  // Every package, script and tool uses a package only through its declared entries (tooling/eslint/package-borders.cjs).
  // The end-to-end specs are left out: they check the built site and read a few exact texts from the sources.
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['e2e/**'],
    plugins: { 'package-borders': packageBorders },
    rules: { 'package-borders/entries': 'error' },
  },
  // The functions bundle only server code: shared-data through its server entry, nothing of the containers.
  {
    files: ['functions/**/*.{ts,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@seawave/(?!shared-data/server$)', message: 'The functions use @seawave/shared-data/server only: export what they need there.' }] },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Static scripts a page loads as they are (no build step).
    files: ['*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['e2e/**/*.ts', 'tooling/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
