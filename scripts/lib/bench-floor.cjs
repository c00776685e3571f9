// @ts-check
/**
 * The bench's comparison with the static floor: each page measured as served and with every script blocked, in
 * one interleaved run, so a busy machine slows both alike and cannot hide or fake what the scripts cost.
 */

/** @typedef {'served' | 'floor'} Mode */
/** @typedef {{ path: string, mode: Mode, run: number }} Slot */
/** @typedef {{ performance: number, tbtMs: number, scriptsLoaded: number }} RunResult */
/**
 * @typedef {{ path: string, runs: number, served: { performance: number, tbtMs: number, performanceRuns: number[] },
 *   floor: { performance: number, tbtMs: number, performanceRuns: number[], scriptsLoaded: number },
 *   scoreGap: number, tbtGapMs: number, withinLimits: boolean }} FloorComparison
 */

const floorBlockedPatterns = Object.freeze(['*.js', '*.mjs']);

/** The limits the served page must keep to: score points below the floor, and TBT above it. */
const floorLimits = Object.freeze({ scorePoints: 3, tbtMs: 150 });

/**
 * The first mode alternates from round to round, so neither mode always follows the other.
 * @param {string[]} paths
 * @param {number} runs
 * @returns {Slot[]}
 */
function interleavedSchedule(paths, runs) {
  /** @type {Slot[]} */
  const slots = [];
  for (let run = 0; run < runs; run += 1) {
    /** @type {Mode[]} */
    const modes = run % 2 === 0 ? ['served', 'floor'] : ['floor', 'served'];
    for (const path of paths) for (const mode of modes) slots.push({ path, mode, run });
  }
  return slots;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * @param {{ details?: { items?: { resourceType?: string, statusCode?: number }[] } } | undefined} networkAudit
 */
function scriptsLoaded(networkAudit) {
  const items = networkAudit?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script' && (item.statusCode ?? 0) >= 200 && (item.statusCode ?? 0) < 400).length;
}

/**
 * @param {string[]} paths
 * @param {(Slot & RunResult)[]} results
 * @returns {FloorComparison[]}
 */
function compareWithFloor(paths, results) {
  return paths.map((path) => {
    const of = (/** @type {Mode} */ mode) => results.filter((r) => r.path === path && r.mode === mode).sort((a, b) => a.run - b.run);
    const served = of('served');
    const floor = of('floor');
    const points = (/** @type {number} */ score) => Math.round(score * 100);
    const servedScore = points(median(served.map((r) => r.performance)));
    const floorScore = points(median(floor.map((r) => r.performance)));
    const servedTbt = Math.round(median(served.map((r) => r.tbtMs)));
    const floorTbt = Math.round(median(floor.map((r) => r.tbtMs)));
    const scoreGap = floorScore - servedScore;
    const tbtGapMs = servedTbt - floorTbt;
    return {
      path,
      runs: Math.min(served.length, floor.length),
      served: { performance: servedScore, tbtMs: servedTbt, performanceRuns: served.map((r) => points(r.performance)) },
      floor: {
        performance: floorScore,
        tbtMs: floorTbt,
        performanceRuns: floor.map((r) => points(r.performance)),
        scriptsLoaded: floor.reduce((sum, r) => sum + r.scriptsLoaded, 0),
      },
      scoreGap,
      tbtGapMs,
      withinLimits: scoreGap <= floorLimits.scorePoints && tbtGapMs <= floorLimits.tbtMs,
    };
  });
}

/**
 * @param {FloorComparison[]} rows
 */
function floorTable(rows) {
  const runs = (/** @type {number[]} */ values) => values.join(', ');
  return [
    '| page | served (runs) | floor (runs) | score gap | TBT served | TBT floor | TBT gap | within limits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.served.performance} (${runs(r.served.performanceRuns)}) | ${r.floor.performance} (${runs(r.floor.performanceRuns)}) | ` +
        `${r.scoreGap} | ${r.served.tbtMs} ms | ${r.floor.tbtMs} ms | ${r.tbtGapMs} ms | ${r.withinLimits ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
}

module.exports = { floorBlockedPatterns, floorLimits, interleavedSchedule, median, scriptsLoaded, compareWithFloor, floorTable };
