/**
 * @jest-environment node
 */
/**
 * The lint rules that keep package borders, run with the repository's own
 * eslint.config.mjs on fixture sources placed in the packages, scripts and
 * tooling (linted as text; nothing is written there).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

type Fixture = { file: string; text: string };
type Finding = { rule: string | null; message: string };

/** The border findings (package-borders/entries, no-restricted-imports) of each fixture, in one ESLint run. */
function lint(fixtures: Fixture[]): Record<string, Finding[]> {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.env.FIXTURES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = {};
    for (const { file, text } of fixtures) {
      const [result] = await eslint.lintText(text, { filePath: file });
      found[file] = result.messages
        .filter((m) => m.ruleId === 'package-borders/entries' || m.ruleId === 'no-restricted-imports' || m.fatal)
        .map((m) => ({ rule: m.ruleId, message: m.message }));
    }
    console.log(JSON.stringify(found));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, FIXTURES: JSON.stringify(fixtures) } });
  return JSON.parse(out) as Record<string, Finding[]>;
}

const relative = (specifier: string, name: string, dir: string): Finding => ({
  rule: 'package-borders/entries',
  message: `"${specifier}" reaches into ${name} by a relative path: import it through an entry that ${dir}/package.json exports.`,
});
const serverOnly = { rule: 'no-restricted-imports', message: expect.stringContaining('The functions use @seawave/shared-data/server only') };

const fixtures: Fixture[] = [
  { file: 'functions/src/reach-in.ts', text: "import { collections } from '../../shared-data/src/entities';\nexport const names = collections;\n" },
  { file: 'functions/src/internals.ts', text: "import { collections } from '@seawave/shared-data/src/entities';\nexport const names = collections;\n" },
  { file: 'functions/src/browser-entry.ts', text: "import { collections } from '@seawave/shared-data/entities';\nexport const names = collections;\n" },
  { file: 'functions/src/mail/server-entry.ts', text: "import { collections } from '@seawave/shared-data/server';\nimport allowList from '../../../config/admin-allow-list.json';\nexport const names = [collections, allowList];\n" },
  { file: 'scripts/lib/reach-in.mjs', text: "import { sampleContent } from '../../shared-data/seed/sample-content.mjs';\nexport const content = sampleContent;\n" },
  { file: 'scripts/lib/entries.mjs', text: "import { sampleContent } from '@seawave/shared-data/sample-content';\nexport const content = sampleContent;\n" },
  { file: 'tooling/webpack/reach-in.cjs', text: "const { theme } = require('../../shared-ui/src/theme/theme');\nmodule.exports = { theme };\n" },
  { file: 'tooling/reach-in.test.ts', text: "import { signPreview } from '@seawave/shell/src/server/preview';\njest.mock('../mfe-blog/src/pages/blog-page');\nexport const sign = signPreview;\n" },
  { file: 'shared-ui/src/reach-in.ts', text: "import { services } from '../../shared-data/src/services';\nimport site from '../../config/site.json';\nexport const all = [services, site];\n" },
];

describe('the package borders in lint', () => {
  let found: Record<string, Finding[]>;
  beforeAll(() => {
    found = lint(fixtures);
  }, 60_000);

  it('refuses functions/ imports of shared-data internals', () => {
    expect(found['functions/src/reach-in.ts']).toEqual([relative('../../shared-data/src/entities', '@seawave/shared-data', 'shared-data')]);
    expect(found['functions/src/internals.ts']).toEqual([
      { rule: 'package-borders/entries', message: '"@seawave/shared-data/src/entities" is not an entry of @seawave/shared-data: import one that shared-data/package.json exports, or declare it there.' },
      serverOnly,
    ]);
  });

  it('keeps functions/ to shared-data’s server entry', () => {
    expect(found['functions/src/browser-entry.ts']).toEqual([serverOnly]);
    expect(found['functions/src/mail/server-entry.ts']).toEqual([]);
  });

  it('refuses relative imports into another package', () => {
    expect(found['scripts/lib/reach-in.mjs']).toEqual([relative('../../shared-data/seed/sample-content.mjs', '@seawave/shared-data', 'shared-data')]);
    expect(found['tooling/webpack/reach-in.cjs']).toEqual([relative('../../shared-ui/src/theme/theme', '@seawave/shared-ui', 'shared-ui')]);
    expect(found['shared-ui/src/reach-in.ts']).toEqual([relative('../../shared-data/src/services', '@seawave/shared-data', 'shared-data')]);
  });

  it('checks jest module paths and undeclared subpaths', () => {
    expect(found['tooling/reach-in.test.ts']).toEqual([
      { rule: 'package-borders/entries', message: '"@seawave/shell/src/server/preview" is not an entry of @seawave/shell: import one that shell/package.json exports, or declare it there.' },
      relative('../mfe-blog/src/pages/blog-page', '@seawave/mfe-blog', 'mfe-blog'),
    ]);
  });

  it('accepts declared entries and the config folder', () => {
    expect(found['scripts/lib/entries.mjs']).toEqual([]);
  });
});
