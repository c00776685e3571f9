// The release modules are ES modules: the tests run them in a child Node, with fixtures of deployed builds.
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const modules = ['compatibility', 'pointer', 'release-log', 'composition', 'lock', 'prune', 'release', 'hosting', 'raw-deploy'].map((name) => pathToFileURL(join(__dirname, `${name}.mjs`)).href);

const script = (body: string) => `
    const lib = Object.assign({}, ...(await Promise.all(${JSON.stringify(modules)}.map((url) => import(url)))));
    const input = JSON.parse(process.env.RELEASE_TEST_INPUT);
    let result;
    try { result = { value: await (async () => { ${body} })() }; } catch (error) { result = { error: error.message, refused: error instanceof lib.ReleaseRefused }; }
    console.log(JSON.stringify(result));`;

function resultOf<T>(out: string): T {
  const result = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { value?: T; error?: string };
  if (result.error !== undefined) throw new Error(result.error);
  return result.value as T;
}

const options = (input: unknown, env: NodeJS.ProcessEnv) => ({ encoding: 'utf8' as const, env: { ...process.env, ...env, RELEASE_TEST_INPUT: JSON.stringify(input) } });

/** Runs `body` (an async function body with `lib`, every export of the release modules, and `input`) in a child Node. */
export function inNode<T>(body: string, input: unknown = null): T {
  return resultOf<T>(execFileSync(process.execPath, ['--input-type=module', '-e', script(body)], options(input, {})));
}

/** `inNode` without blocking this process, so a server in it can answer the child. */
export async function inNodeAsync<T>(body: string, input: unknown = null, env: NodeJS.ProcessEnv = {}): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script(body)], options(input, env));
  return resultOf<T>(stdout);
}

const shared = (versions: Record<string, string>) =>
  Object.entries(versions).map(([name, version]) => ({ name, version, singleton: true, requiredVersion: `^${version.startsWith('0.') ? version : `${version.split('.')[0]}.0.0`}` }));
const sharedVersions = { react: '19.3.1', 'react-dom': '19.3.1', '@seawave/shared-ui': '0.1.0', '@seawave/shared-data': '0.1.0' };

export const shellBuild = {
  manifest: { metaData: { name: 'shell', pluginVersion: '2.9.2' }, shared: shared(sharedVersions) },
  contract: { federationRuntime: '2.9.2', imports: {}, exports: { '@seawave/shared-ui': ['Button', 'PageHeading', 'paths'], '@seawave/shared-data': ['listPosts'] } },
};
export const blogRoutes = { remote: 'mfeBlog', pages: [{ expose: './BlogListPage', routes: [{ name: 'allBlogs', path: '/allblogs' }] }] };
export const careersRoutes = { remote: 'mfeCareers', pages: [{ expose: './CareersPage', routes: [{ name: 'careers', path: '/careers' }] }] };
export const blogBuild = (buildId: string, changes: { shared?: Record<string, string>; imports?: string[]; routes?: typeof blogRoutes; pluginVersion?: string } = {}) => ({
  manifest: { metaData: { name: 'mfeBlog', pluginVersion: changes.pluginVersion ?? '2.9.2', buildId }, shared: shared({ ...sharedVersions, ...changes.shared }) },
  contract: { federationRuntime: '2.9.2', imports: { '@seawave/shared-ui': changes.imports ?? ['Button', 'PageHeading'], '@seawave/shared-data': ['listPosts'] } },
  routes: changes.routes ?? blogRoutes,
});
export const careersBuild = (buildId: string) => {
  const build = { ...blogBuild(buildId), routes: careersRoutes };
  build.manifest.metaData.name = 'mfeCareers';
  return build;
};
export type Build = ReturnType<typeof blogBuild>;
