/**
 * @jest-environment node
 *
 * The package index is one federation singleton loaded on the home page: it
 * must stay free of heavy or test-only dependencies. Only the subpaths
 * `./format-date` (date-fns) and `./testing` (@testing-library) may use them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import packageJson from '../package.json';

const srcDir = __dirname;
const forbidden = ['date-fns', 'firebase', '@testing-library', '@seawave/shared-data'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every file reachable from `entry` through relative imports. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
    const base = path.resolve(path.dirname(entry), match[1] ?? '');
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => sourceFiles(srcDir).includes(candidate));
    if (file) reachable(file, seen);
  }
  return seen;
}

describe('the package index', () => {
  it('leaves out heavy and test-only packages', () => {
    const files = [...reachable(path.join(srcDir, 'index.ts'))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^'.][^']*)'/g)].map((match) => match[1] ?? '');
      for (const name of forbidden) {
        expect({ file: path.relative(srcDir, file), bad: imports.filter((spec) => spec.startsWith(name)) }).toEqual({
          file: path.relative(srcDir, file),
          bad: [],
        });
      }
    }
    expect(files.map((file) => path.relative(srcDir, file))).not.toContain(path.join('format', 'format-date.ts'));
  });

  it('leaves out fields, dialogs and skeletons', () => {
    const files = [...reachable(path.join(srcDir, 'index.ts'))].map((file) => path.relative(srcDir, file));
    const pageOnly = ['text-field', 'text-area-field', 'select-field', 'checkbox-group-field', 'radio-group-field', 'file-field', 'confirm-dialog', 'skeleton-card', 'section-heading', 'card-grid'];
    expect(files).not.toContain(path.join('components', 'layout', 'layout.tsx'));
    expect(files.filter((file) => pageOnly.some((dir) => file.startsWith(path.join('components', dir))))).toEqual([]);
    expect(files).not.toContain(path.join('hooks', 'use-modal-focus.ts'));
  });

  it('exports the index and its subpaths', () => {
    expect(packageJson.exports).toEqual({
      '.': { types: './src/index.ts', default: './src/index.ts' },
      './format-date': { types: './src/format/format-date.ts', default: './src/format/format-date.ts' },
      './theme': { types: './src/theme/theme.ts', default: './src/theme/theme.ts' },
      './form': { types: './src/form.ts', default: './src/form.ts' },
      './page': { types: './src/page.ts', default: './src/page.ts' },
      './dialog': { types: './src/dialog.ts', default: './src/dialog.ts' },
      './standalone': { types: './src/routes/standalone.tsx', default: './src/routes/standalone.tsx' },
      './testing': { types: './src/testing/render-with-theme.tsx', default: './src/testing/render-with-theme.tsx' },
      './testing/hydrate': { types: './src/testing/hydrate.tsx', default: './src/testing/hydrate.tsx' },
      './csv': { types: './src/csv/index.ts', default: './src/csv/index.ts' },
      './seo': { types: './src/seo/index.ts', default: './src/seo/index.ts' },
      './package.json': './package.json',
    });
  });
});
