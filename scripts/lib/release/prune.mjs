// @ts-check
// Never pruned: a build remotes.json or a switch in the log names (a rollback may go back to any). Others go
// KEPT_BUILD_DAYS after their upload; a build whose upload time nobody knows is kept.

/** A preview lasts hours; a build nobody released is gone after two weeks. */
export const KEPT_BUILD_DAYS = 14;

/** Log entries that make a build a rollback target; an upload entry only dates it. */
const SWITCHES = new Set(['release', 'rollback', 'promote', 'abort']);

/**
 * @param {{
 *   kept: readonly string[],
 *   keptSince: Readonly<Record<string, string>>,
 *   needed: readonly string[],
 *   log: readonly import('./release-log.mjs').Release[],
 *   now: Date,
 *   maxAgeDays?: number,
 * }} state
 *   keptSince: upload times the host knows; needed: the builds remotes.json names; log: the remote's entries
 * @returns {string[]} the builds to remove
 */
export function prunableBuilds({ kept, keptSince, needed, log, now, maxAgeDays = KEPT_BUILD_DAYS }) {
  const keep = new Set(needed);
  /** @type {Map<string, number>} */
  const uploaded = new Map(Object.entries(keptSince).map(([id, at]) => [id, Date.parse(at)]));
  for (const entry of log) {
    if (SWITCHES.has(entry.action)) for (const id of [entry.buildId, entry.previous]) if (id) keep.add(id);
    if (entry.action === 'upload') uploaded.set(entry.buildId, Math.max(uploaded.get(entry.buildId) ?? 0, Date.parse(entry.at)));
  }
  const oldest = now.getTime() - maxAgeDays * 86_400_000;
  return kept.filter((id) => {
    const at = uploaded.get(id);
    return !keep.has(id) && at !== undefined && Number.isFinite(at) && at < oldest;
  });
}
