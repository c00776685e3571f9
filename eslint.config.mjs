// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const remotes = ['mfe-public', 'mfe-careers', 'mfe-blog', 'mfe-admin'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'reports/**', 'test-results/**', 'playwright-report/**', '*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/button-has-type': 'off',
      // Raw HTML injection is never allowed: user text is rendered as text.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render text as HTML.' },
      ],
    },
  },
  // Remotes never import each other; only the shared packages and the
  // federation contract connect them. Test helpers (the `/testing` subpaths
  // and testing folders) are for tests only.
  ...['shell', 'shared-ui', 'shared-data', ...remotes].flatMap((dir) => {
    const otherContainers = remotes.includes(dir)
      ? [
          ...remotes.filter((other) => other !== dir).flatMap((other) => [`@seawave/${other}`, `**/${other}/**`]),
          '@seawave/shell',
          '**/shell/**',
        ]
      : [];
    const testOnly = ['@seawave/shared-ui/testing', '@seawave/shared-data/testing', '**/testing/**'];
    const testFiles = [`${dir}/**/*.test.{ts,tsx}`, `${dir}/**/testing/**`];
    return [
      {
        files: [`${dir}/**/*.{ts,tsx}`],
        ignores: testFiles,
        rules: { 'no-restricted-imports': ['error', { patterns: [...otherContainers, ...testOnly] }] },
      },
      ...(otherContainers.length
        ? [{ files: testFiles, rules: { 'no-restricted-imports': ['error', { patterns: otherContainers }] } }]
        : []),
    ];
  }),
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
