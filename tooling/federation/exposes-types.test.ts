/**
 * @jest-environment node
 */
/**
 * What a remote exposes is type-checked against what the shell loads (the
 * `PageModule` contract of @seawave/shared-ui): each remote's type-check
 * reads its `src/exposes.generated.ts`, generated from the same manifest as
 * its federation `exposes`, so a page module whose export changes in a way
 * the shell cannot use fails the remote's own type-check, naming the module.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Manifest = { remote: string; pages: { expose: string; file: string }[] };

const tooling = jest.requireActual<{
  exposesOf: (manifest: Manifest) => Record<string, string>;
  exposesTypesFile: string;
  exposesTypesModule: (manifest: Manifest) => string;
  siteManifests: () => { dir: string; manifest: Manifest }[];
}>('./route-manifest.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const tsc = require.resolve('typescript/bin/tsc');

/** Runs a project's type-check as a remote's `npm run typecheck` does; resolves with its exit code and output. */
function typecheck(project: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** The modules a generated exposes file names, with the file each is typed from (relative to the remote's folder, without extension). */
function namedModules(content: string): Record<string, string> {
  const files = new Map([...content.matchAll(/^import type \* as (\w+) from '([^']+)';$/gm)].map(([, name, file = '']) => [name, file]));
  const lines = [...content.matchAll(/ExposedModules<\{ '([^']+)': typeof (\w+) \}>/g)];
  return Object.fromEntries(
    lines.map(([, expose = '', name]) => [expose, path.posix.join(path.posix.dirname(tooling.exposesTypesFile), files.get(name) ?? '(no import)')]),
  );
}

describe("each remote's generated exposes types", () => {
  it.each(tooling.siteManifests().map(({ dir, manifest }) => [dir, manifest] as const))(
    '%s types every exposed module from its file',
    (dir, manifest) => {
      const content = readFileSync(path.join(repoRoot, dir, tooling.exposesTypesFile), 'utf8');
      const exposes = tooling.exposesOf(manifest);
      const named = namedModules(content);
      expect(Object.keys(named)).toEqual(Object.keys(exposes));
      for (const [expose, file] of Object.entries(exposes)) {
        expect({ expose, file: `${named[expose] ?? ''}.tsx` }).toEqual({ expose, file: path.posix.normalize(file) });
        expect(existsSync(path.join(repoRoot, dir, file))).toBe(true);
      }
    },
  );
});

describe('a remote whose exposed pages changed their export', () => {
  const fixture = path.join(__dirname, 'fixtures', 'changed-page-export');
  const manifest = JSON.parse(readFileSync(path.join(fixture, 'routes.json'), 'utf8')) as Manifest;

  it('fails type-check only for the changed pages', async () => {
    // The fixture's exposes file is exactly what the generator writes for its manifest.
    expect(readFileSync(path.join(fixture, tooling.exposesTypesFile), 'utf8')).toBe(tooling.exposesTypesModule(manifest));

    const { code, output } = await typecheck(path.join(fixture, 'tsconfig.json'));
    expect(code).not.toBe(0);
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
    // Every error is in the generated exposes file, one per changed page, and names its module.
    expect(errors.map((line) => line.replace(/\(\d+,\d+\).*/, ''))).toEqual(
      Array.from({ length: 3 }, () => path.relative(repoRoot, path.join(fixture, tooling.exposesTypesFile))),
    );
    for (const expose of ['./RenamedExportPage', './PropsPage', './MemoPage']) {
      expect(errors.filter((line) => line.includes(`'${expose}'`))).toHaveLength(1);
    }
    expect(output).not.toContain("'./StablePage'");
    // The reasons, as the developer reads them under each error.
    expect(output).toContain("Property 'default' is missing in type");
    expect(output).toContain("Property 'id' is missing in type '{}'");
    expect(output).toContain("Types of property '$$typeof' are incompatible");
  }, 60_000);
});
