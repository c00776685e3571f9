// @ts-check
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * @typedef {{ action: 'release' | 'rollback' | 'promote' | 'abort' | 'upload', remote: string, buildId: string, previous: string | null, commit: string, at: string, by: string, share?: number }} Release
 *   release with share: buildId is the candidate for that per cent of the visitors; promote: buildId (the candidate)
 *   is everyone's; abort: everyone is back on buildId (the live build), previous is the candidate stopped;
 *   upload: kept for a preview, released to nobody
 */

/**
 * @param {string} file
 * @param {Release} release
 */
export function appendRelease(file, release) {
  mkdirSync(dirname(file), { recursive: true });
  // One write of one line with O_APPEND: a concurrent reader never sees half an entry.
  appendFileSync(file, `${JSON.stringify(release)}\n`);
}

/**
 * @param {string} file
 * @returns {Release[]}
 */
export function readReleases(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => /** @type {Release} */ (JSON.parse(line)));
}

/**
 * The build live before the live one was released (so each rollback goes one further back); null when unknown.
 * @param {readonly Release[]} releases
 * @param {string} remote
 * @param {string} liveBuild
 */
export function rollbackTarget(releases, remote, liveBuild) {
  // A release to a share of the visitors made its build no one's live build; its promotion did.
  const release = releases.findLast((r) => r.remote === remote && ((r.action === 'release' && !r.share) || r.action === 'promote') && r.buildId === liveBuild);
  return release?.previous ?? null;
}

/**
 * @param {readonly Release[]} releases
 * @param {Record<string, string | null>} live
 */
export function formatReleases(releases, live) {
  if (releases.length === 0) return 'No releases yet.';
  const rows = [...releases].reverse().map((r) => [r.at, r.share ? `${r.action} ${r.share}%` : r.action, r.remote, r.buildId, r.previous ?? '-', r.commit, r.by, live[r.remote] === r.buildId ? 'live' : '']);
  return table([['time (UTC)', 'action', 'remote', 'build', 'before', 'commit', 'by', ''], ...rows]);
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

/**
 * @param {readonly { remote: string, live: string, candidate: string | null, share: number }[]} states
 */
export function formatStates(states) {
  return table([['remote', 'live build', 'candidate', 'share'], ...states.map((s) => [s.remote, s.live, s.candidate ?? '-', s.candidate ? `${s.share}%` : '-'])]);
}
