// eslint-plugin-jsx-a11y ships no types; eslint.config.mjs reads its plugin object and recommended rules.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & { configs: { recommended: { rules: Linter.RulesRecord } } };
  export default plugin;
}
