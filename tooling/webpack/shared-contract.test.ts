/**
 * @jest-environment node
 */
/**
 * shared-contract.json, which the release command checks a remote against the
 * deployed shell with: built here by webpack and Module Federation from small
 * containers written to a temporary folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationRuntimeVersion, SharedContractPlugin } from './shared-contract.cjs';
import { installedVersion } from '../federation/shared.cjs';

type Contract = { federationRuntime: string; imports: Record<string, string[]>; exports?: Record<string, string[]> };

/** A workspace with a shared package `@seawave/harbour` (which itself imports `tide`) and a shared module `tide`. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-contract-'));
  const all: Record<string, string> = {
    'harbour/index.js': "import { ebb } from 'tide';\nexport const Button = () => ebb;\nexport const Card = 1;\nexport default 'harbour';\nexport function paths() {}\n",
    'tide/index.js': 'export const flood = 1;\nexport const ebb = 2;\nexport const slack = 3;\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const shared = { '@seawave/harbour': { singleton: true, requiredVersion: false as const }, tide: { singleton: true, requiredVersion: false as const } };

async function contractOf(root: string, container: { host: boolean; entry: string; exposes?: Record<string, string> }): Promise<Contract> {
  const dist = path.join(root, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { main: container.entry },
    output: { path: dist, publicPath: 'auto', uniqueName: container.host ? 'shell' : 'mfeBlog' },
    resolve: { alias: { '@seawave/harbour$': path.join(root, 'harbour/index.js'), tide$: path.join(root, 'tide/index.js') } },
    plugins: [
      new ModuleFederationPlugin({ name: container.host ? 'shell' : 'mfeBlog', filename: 'remoteEntry.js', exposes: container.exposes ?? {}, remotes: {}, shared, manifest: false, dts: false }),
      new SharedContractPlugin({ shared, host: container.host, workspace: root }),
    ],
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-only',
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  return JSON.parse(readFileSync(path.join(dist, 'shared-contract.json'), 'utf8')) as Contract;
}

describe('the shared contract of a build', () => {
  it('lists a remote’s imports per shared module', async () => {
    const root = workspace({
      'src/index.js': "import('./page');\n",
      'src/page.js': "import { Card, Button } from '@seawave/harbour';\nimport harbour from '@seawave/harbour';\nexport default () => [Card, Button, harbour];\n",
      'src/footer.js': "import { flood } from 'tide';\nimport { Button } from '@seawave/harbour';\nexport const Footer = () => [flood, Button];\n",
    });
    const contract = await contractOf(root, { host: false, entry: './src/index.js', exposes: { './Page': './src/page.js', './Footer': './src/footer.js' } });
    expect(contract).toEqual({
      federationRuntime: installedVersion('@module-federation/enhanced'),
      imports: { '@seawave/harbour': ['Button', 'Card', 'default'], tide: ['flood'] },
    });
    expect(contract.federationRuntime).toBe(federationRuntimeVersion);
  }, 60_000);

  it('leaves out the shared packages’ own imports', async () => {
    // harbour/index.js imports `ebb` from tide; the remote's own code imports nothing from tide.
    const root = workspace({ 'src/index.js': "import { Card } from '@seawave/harbour';\nconsole.log(Card);\n" });
    expect((await contractOf(root, { host: false, entry: './src/index.js' })).imports).toEqual({ '@seawave/harbour': ['Card'] });
  }, 60_000);

  it('lists every export the host provides', async () => {
    const root = workspace({
      'src/index.js': "import('./bootstrap');\n",
      'src/bootstrap.js': "import { Button } from '@seawave/harbour';\nimport { slack } from 'tide';\nconsole.log(Button, slack);\n",
    });
    const contract = await contractOf(root, { host: true, entry: './src/index.js' });
    expect(contract.exports).toEqual({ '@seawave/harbour': ['Button', 'Card', 'default', 'paths'], tide: ['ebb', 'flood', 'slack'] });
    expect(contract.imports).toEqual({ '@seawave/harbour': ['Button'], tide: ['slack'] });
  }, 60_000);
});
