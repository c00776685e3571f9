/**
 * @jest-environment node
 */
import { compareWithFloor, floorBlockedPatterns, floorTable, interleavedSchedule, scriptsLoaded } from './bench-floor.cjs';

type Mode = 'served' | 'floor';
const result = (path: string, mode: Mode, run: number, performance: number, tbtMs: number, loaded = 0) => ({ path, mode, run, performance, tbtMs, scriptsLoaded: loaded });

describe('interleavedSchedule', () => {
  it('alternates which mode runs first each round', () => {
    const slots = interleavedSchedule(['/', '/about'], 2).map((s) => `${s.run} ${s.path} ${s.mode}`);
    expect(slots).toEqual(['0 / served', '0 / floor', '0 /about served', '0 /about floor', '1 / floor', '1 / served', '1 /about floor', '1 /about served']);
  });

  it('runs every page in both modes each round', () => {
    const slots = interleavedSchedule(['/', '/careers', '/allblogs'], 5);
    expect(slots).toHaveLength(30);
    for (const path of ['/', '/careers', '/allblogs']) {
      for (const mode of ['served', 'floor']) expect(slots.filter((s) => s.path === path && s.mode === mode).map((s) => s.run)).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe('compareWithFloor', () => {
  it('reports median score and TBT gaps per page', () => {
    const results = [
      result('/', 'served', 0, 0.8, 700),
      result('/', 'floor', 0, 0.99, 40),
      result('/', 'served', 1, 0.83, 650),
      result('/', 'floor', 1, 1, 60),
      result('/', 'served', 2, 0.77, 1090),
      result('/', 'floor', 2, 0.96, 45),
    ];
    const [home] = compareWithFloor(['/'], results);
    expect(home).toMatchObject({
      path: '/',
      runs: 3,
      served: { performance: 80, tbtMs: 700, performanceRuns: [80, 83, 77] },
      floor: { performance: 99, tbtMs: 45, performanceRuns: [99, 100, 96], scriptsLoaded: 0 },
      scoreGap: 19,
      tbtGapMs: 655,
      withinLimits: false,
    });
  });

  it('accepts gaps of 3 points and 150 ms', () => {
    const [page] = compareWithFloor(['/about'], [result('/about', 'served', 0, 0.96, 190), result('/about', 'floor', 0, 0.99, 40)]);
    expect(page).toMatchObject({ scoreGap: 3, tbtGapMs: 150, withinLimits: true });
  });

  it('refuses a TBT gap over 150 ms', () => {
    const [page] = compareWithFloor(['/about'], [result('/about', 'served', 0, 0.99, 191), result('/about', 'floor', 0, 0.99, 40)]);
    expect(page).toMatchObject({ scoreGap: 0, tbtGapMs: 151, withinLimits: false });
  });

  it('counts scripts that got past the floor', () => {
    const [page] = compareWithFloor(['/'], [result('/', 'served', 0, 0.9, 100), result('/', 'floor', 0, 1, 0, 2), result('/', 'floor', 1, 1, 0, 1)]);
    expect(page?.floor.scriptsLoaded).toBe(3);
  });
});

describe('scriptsLoaded', () => {
  it('counts only scripts that were answered', () => {
    const audit = {
      details: {
        items: [
          { resourceType: 'Document', statusCode: 200 },
          { resourceType: 'Script', statusCode: 200 },
          { resourceType: 'Script', statusCode: -1 },
          { resourceType: 'Script' },
          { resourceType: 'Image', statusCode: 200 },
        ],
      },
    };
    expect(scriptsLoaded(audit)).toBe(1);
    expect(scriptsLoaded(undefined)).toBe(0);
  });
});

describe('floorBlockedPatterns', () => {
  it('blocks every script file name', () => {
    const blocked = (url: string) => floorBlockedPatterns.some((pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(url));
    expect(blocked('http://localhost:3000/main.3f2a.js')).toBe(true);
    expect(blocked('http://localhost:3002/remoteEntry.mjs')).toBe(true);
    expect(blocked('http://localhost:3000/after-paint.js')).toBe(true);
    expect(blocked('http://localhost:3000/app-config.json')).toBe(false);
    expect(blocked('http://localhost:3000/assets/banner.webp')).toBe(false);
  });
});

describe('floorTable', () => {
  it('prints one Markdown row per page', () => {
    const rows = compareWithFloor(['/careers'], [result('/careers', 'served', 0, 0.85, 500), result('/careers', 'floor', 0, 1, 20)]);
    expect(floorTable(rows).split('\n')).toEqual([
      '| page | served (runs) | floor (runs) | score gap | TBT served | TBT floor | TBT gap | within limits |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `/careers` | 85 (85) | 100 (100) | 15 | 500 ms | 20 ms | 480 ms | no |',
    ]);
  });
});
