#!/usr/bin/env node
// @ts-check
// Generates the files that must stay static but only restate tooling/containers.cjs and the route manifests.
const fs = require('node:fs');
const path = require('node:path');
const { containers } = require('./containers.cjs');
const { exposesTypesFile, exposesTypesModule, manifestProblems, ownRoutesFile, ownRoutesModule, siteManifests } = require('./federation/route-manifest.cjs');

const root = path.resolve(__dirname, '..');

/** @typedef {typeof containers[number]} Container */
/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
/** @param {unknown} value */
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

function remotesJson() {
  return Object.fromEntries(containers.filter((c) => !c.host).map((c) => [c.name, `http://localhost:${c.port}/mf-manifest.json`]));
}

const immutable = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];
const revalidate = [{ key: 'Cache-Control', value: 'no-cache' }];

const PAGE_FUNCTION = { functionId: 'renderPages', region: 'us-central1' };

/** Every deploy (hosting and functions) refuses the sample contact facts of config/company.json. */
const COMPANY_FACTS_CHECK = 'node "$PROJECT_DIR/scripts/check-company-facts.mjs"';

/** The page function knows the remotes' routes as deployed now, and answers 404 itself. */
function shellRewrites() {
  return [{ source: '**', function: PAGE_FUNCTION }];
}

/** @param {{ headers?: unknown }} rule */
const isSecurityRule = (rule) => Array.isArray(rule.headers) && rule.headers.some((h) => h?.key === 'Content-Security-Policy');

/** @param {Container} c @param {HeaderRule | undefined} securityRule */
function hostingTarget(c, securityRule) {
  const hashed = [
    { source: '**/*.+([0-9a-f]).@(js|css)', headers: immutable },
    { source: '/assets/**', headers: immutable },
  ];
  const headers = c.host
    ? [
        ...hashed,
        // The pages, sitemap.xml and robots.txt carry the page function's own Cache-Control.
        { source: '/@(app.html|remotes.json|app-config.json|remoteEntry.js|mf-manifest.json|after-paint.js)', headers: revalidate },
      ]
    : [
        // The shell's page (another origin) fetches the remote's manifests and code.
        { source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
        ...hashed,
        { source: '/@(mf-manifest.json|routes.json|remoteEntry.js|index.html|mf-stats.json)', headers: revalidate },
      ];
  return {
    target: c.dir,
    public: `${c.dir}/dist`,
    predeploy: [
      COMPANY_FACTS_CHECK,
      'node "$PROJECT_DIR/scripts/security-headers.mjs" --check',
      // A plain deploy of a live remote would drop its kept builds: releases go through npm run release.
      ...(c.host ? [] : [`node "$PROJECT_DIR/scripts/refuse-raw-deploy.mjs" ${c.dir}`]),
    ],
    // The shell's Node build (dist/server) is the page function's code, not for visitors.
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', ...(c.host ? ['server/**'] : [])],
    ...(c.host ? { rewrites: shellRewrites() } : {}),
    headers: [...(securityRule ? [securityRule] : []), ...headers],
  };
}

/** @param {Record<string, unknown>} current */
function firebaseJson(current) {
  const targets = /** @type {{ target?: string, headers?: HeaderRule[] }[]} */ (Array.isArray(current.hosting) ? current.hosting : []);
  const securityRuleOf = (/** @type {string} */ dir) => targets.find((t) => t.target === dir)?.headers?.find(isSecurityRule);
  // The functions carry the shell's page service, which renders the contact facts.
  const functions = (Array.isArray(current.functions) ? current.functions : []).map((/** @type {{ predeploy?: string[] }} */ codebase) => ({
    ...codebase,
    predeploy: [COMPANY_FACTS_CHECK, ...(codebase.predeploy ?? []).filter((command) => command !== COMPANY_FACTS_CHECK)],
  }));
  return { ...current, hosting: containers.map((c) => hostingTarget(c, securityRuleOf(c.dir))), ...(Array.isArray(current.functions) ? { functions } : {}) };
}

/** @param {{ projects?: Record<string, string>, targets?: Record<string, { hosting?: Record<string, string[]> }> }} current */
function firebaserc(current) {
  const projectIds = Object.keys(current.targets ?? {}).length ? Object.keys(current.targets ?? {}) : Object.values(current.projects ?? {});
  const targets = Object.fromEntries(
    projectIds.map((project) => {
      const existing = current.targets?.[project] ?? {};
      const hosting = Object.fromEntries(
        containers.map((c) => [c.dir, existing.hosting?.[c.dir] ?? [c.host ? project : `${project}-${c.dir.replace(/^mfe-/, '')}`]]),
      );
      return [project, { ...existing, hosting }];
    }),
  );
  return { ...current, targets };
}

/** Route names and paths must be unique across the site: other remotes and the shell link by name. */
function checkedManifests() {
  const manifests = siteManifests();
  const problems = manifestProblems(
    manifests.map((m) => m.manifest),
    manifests.map((m) => m.name),
  );
  if (problems.length) throw new Error(`The route manifests cannot be composed:\n  ${problems.join('\n  ')}`);
  return manifests;
}

function staticConfigFiles() {
  return [
    { file: 'shell/public/remotes.json', content: jsonText(remotesJson()) },
    { file: 'firebase.json', content: jsonText(firebaseJson(readJson('firebase.json'))) },
    { file: '.firebaserc', content: jsonText(firebaserc(readJson('.firebaserc'))) },
    ...checkedManifests().flatMap(({ dir, manifest }) => [
      { file: `${dir}/${exposesTypesFile}`, content: exposesTypesModule(manifest) },
      { file: `${dir}/${ownRoutesFile}`, content: ownRoutesModule(manifest) },
    ]),
  ];
}

function staleFiles() {
  return staticConfigFiles()
    .filter(({ file, content }) => {
      const full = path.join(root, file);
      return !fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== content;
    })
    .map(({ file }) => file);
}

function writeStaticConfig() {
  const stale = new Set(staleFiles());
  for (const { file, content } of staticConfigFiles()) {
    if (stale.has(file)) fs.writeFileSync(path.join(root, file), content);
  }
  return [...stale];
}

module.exports = { remotesJson, firebaseJson, firebaserc, shellRewrites, PAGE_FUNCTION, COMPANY_FACTS_CHECK, staticConfigFiles, staleFiles, writeStaticConfig };

if (require.main === module) {
  try {
    if (process.argv.includes('--check')) {
      const stale = staleFiles();
      if (stale.length) {
        console.error(`✖ out of date with tooling/containers.cjs and the route manifests: ${stale.join(', ')}. Run: node tooling/static-config.cjs`);
        process.exit(1);
      }
    } else {
      const written = writeStaticConfig();
      if (written.length) console.log(`Generated from tooling/containers.cjs and the route manifests: ${written.join(', ')}`);
    }
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
