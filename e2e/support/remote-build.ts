import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { container, repoRoot, type ContainerDir } from './env';

/**
 * Builds a remote (production, as its own build does) with the pages of
 * `extraPages` (a manifest file `{ "pages": [...] }`) added to its route
 * manifest, into `outputDir` (its browser and Node builds): what the remote's team deploys after adding a
 * page. Its usual dist and every other container stay as they are.
 */
export async function buildRemoteWithExtraPages(dir: ContainerDir, extraPages: string, outputDir: string): Promise<void> {
  const remote = container(dir);
  if (remote.host) throw new Error(`${dir} is the host, not a remote`);
  const webpackCli = join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  // The browser build, then the Node build the page service renders its pages with.
  for (const extra of [[], ['--env', 'server']]) {
    await promisify(execFile)(
      process.execPath,
      [webpackCli, '--mode', 'production', '--config', 'webpack.config.cjs', '--env', `extraPages=${extraPages}`, '--env', `dist=${outputDir}`, ...extra],
      { cwd: join(repoRoot, dir), env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
    );
  }
}

/**
 * The served shell's remotes.json with each remote's live build only, written to `file`: a site copy for one
 * test, safe while another worker's test holds a candidate in the served file.
 */
export function writeLiveRemotes(file: string): void {
  const served = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<string, string | { live: string }>;
  const live = Object.fromEntries(Object.entries(served).map(([name, entry]) => [name, typeof entry === 'string' ? entry : entry.live]));
  writeFileSync(file, `${JSON.stringify(live, null, 2)}\n`);
}
