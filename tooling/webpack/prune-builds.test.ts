/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pruneBuilds, releasedBuilds } from './prune-builds.cjs';

/** A hosting root with builds b1 (oldest) … b7 (newest) of mfe-blog, each with a source map. */
function hosting(): { root: string; builds: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'prune-'));
  const builds = path.join(root, 'mfe-blog/dist/builds');
  for (let n = 1; n <= 7; n += 1) {
    const folder = path.join(builds, `b${n}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(folder, 'main.js.map'), '{}');
    const time = new Date(Date.UTC(2026, 0, n));
    utimesSync(folder, time, time);
  }
  return { root, builds };
}

test('keeps the five newest builds, no source maps', () => {
  const { builds } = hosting();
  pruneBuilds(builds, 5, new Set());
  expect(readdirSync(builds).sort()).toEqual(['b3', 'b4', 'b5', 'b6', 'b7']);
  expect(readdirSync(builds, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))).toEqual([]);
});

test('never removes a pinned or logged build', () => {
  const { root, builds } = hosting();
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), JSON.stringify({ mfeBlog: 'http://localhost:3003/builds/b1/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' }));
  mkdirSync(path.join(root, '.releases'));
  writeFileSync(
    path.join(root, '.releases/local.jsonl'),
    `${JSON.stringify({ action: 'release', remote: 'mfeBlog', buildId: 'b1', previous: 'b2', commit: 'abc', at: '2026-01-08T00:00:00Z', by: 'a' })}\n{"torn`,
  );
  const released = releasedBuilds(root);
  expect([...released].sort()).toEqual(['b1', 'b2']);
  pruneBuilds(builds, 5, released);
  expect(readdirSync(builds).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
});

test('protects nothing without a dist or log', () => {
  expect(releasedBuilds(mkdtempSync(path.join(tmpdir(), 'prune-empty-'))).size).toBe(0);
});

test('never removes a gradual release’s builds', () => {
  const { root, builds } = hosting();
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  const entry = { live: 'http://localhost:3003/builds/b1/mf-manifest.json', candidate: 'http://localhost:3003/builds/b2/mf-manifest.json', share: 10 };
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), JSON.stringify({ mfeBlog: entry }));
  pruneBuilds(builds, 3, releasedBuilds(root));
  expect(readdirSync(builds).sort()).toEqual(['b1', 'b2', 'b5', 'b6', 'b7']);
});
