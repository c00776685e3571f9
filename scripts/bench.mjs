#!/usr/bin/env node
// @ts-check
/* global document, MutationObserver, requestAnimationFrame, addEventListener -- functions passed to page.addInitScript / page.evaluate run in the browser */
/**
 * `npm run bench`: JS per public route (gzipped here, so the figure does not depend on the server), Lighthouse
 * mobile scores against the static floor, and the first working tap. A benchmark: it exits 0 whatever the figures.
 *   --no-build  --render-in-browser  --runs <n>  --no-lighthouse  --lighthouse-all  --after-staff-changes
 *   --pages /careers,/allblogs  --price-rounds <n> (default 10; 0 skips)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from './build.mjs';
import { containers, repoRoot } from './lib/containers.mjs';
import { localProject, startLocalBackend } from './lib/backend.mjs';
import { resetProject, writeDocuments } from './lib/seed.mjs';
import { sampleContent } from '@seawave/shared-data/sample-content';
import benchFloor from './lib/bench-floor.cjs';
import { assertPortsFree, seconds } from './lib/proc.mjs';
import { missingDists, pagesInBrowser, serveDists } from './lib/serve.mjs';
import { chromeFlags, chromePath, chromiumProblem } from './lib/steps.mjs';

const { compareWithFloor, floorBlockedPatterns, floorLimits, floorTable, interleavedSchedule, median, scriptsLoaded } = benchFloor;
const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(argv[runsArg + 1]) || 3) : 3;
const withLighthouse = !argv.includes('--no-lighthouse');
const origin = 'http://localhost:3000';
const sampleIds = /** @type {Record<string, string>} */ ({ jobId: 'seed-job-fleet-coordinator', postId: 'seed-post-dpd' });
const pages = containers
  .filter((c) => !c.host)
  .map((c) => /** @type {import('../shared-ui/src/routes/route-manifest').RouteManifest} */ (JSON.parse(readFileSync(join(repoRoot, c.dir, 'routes.json'), 'utf8'))))
  .filter((manifest) => !manifest.staff)
  .flatMap((manifest) => manifest.pages.flatMap((page) => page.routes))
  .filter((route) => !route.adminOnly)
  .map((route) => route.path.replace(/:(\w+)/g, (_match, /** @type {string} */ name) => sampleIds[name] ?? `no-sample-${name}`));
const pagesArg = argv.indexOf('--pages');
const onlyPages = pagesArg >= 0 ? (argv[pagesArg + 1] ?? '').split(',').filter(Boolean) : null;
const lighthousePages = (argv.includes('--lighthouse-all') ? pages : ['/', '/about', '/customclearance', '/careers', '/allblogs']).filter(
  (path) => !onlyPages || onlyPages.includes(path),
);
const measuredPages = onlyPages ? pages.filter((path) => onlyPages.includes(path)) : pages;
const inBrowser = argv.includes('--render-in-browser');
const afterStaffChanges = argv.includes('--after-staff-changes');
const benchProject = 'demo-seawave-bench';
const priceRoundsArg = argv.indexOf('--price-rounds');
const priceRounds = priceRoundsArg >= 0 ? Math.max(0, Number(argv[priceRoundsArg + 1]) || 0) : 10;
const categories = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
const targets = {
  home: { jsGzipKB: 120, onlyRemote: 'mfe-public' },
  lighthouse: { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 1300, cls: 0.01 },
  /** JS before the content shows on the data pages, and in total on those without a live listener. */
  dataPagesGzipKB: 180,
};
const dataPages = ['/careers', '/allblogs', '/blog/seed-post-dpd', '/jobdetails/seed-job-fleet-coordinator'];
const markers = {
  firebase: /@firebase\/|FirebaseError|identitytoolkit\.googleapis\.com|firestore\.googleapis\.com|firebasestorage\.googleapis\.com/,
  // Only the full Firestore SDK handles watch streams (targetChange).
  firestoreFull: /targetChange/,
};
const loading = '[data-testid="full-screen-spinner"], [data-testid="skeleton-card"]';
const containerByPort = new Map(containers.map((c) => [c.port, c.dir]));
const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

// Server time without any cache: the local Hosting stand-in has no CDN.
async function measureRenderTimes(rounds = 10) {
  const paths = [...pages, '/sitemap.xml', '/robots.txt'];
  const time = async (/** @type {string} */ path) => {
    const at = performance.now();
    const response = await fetch(origin + path, { headers: { 'Accept-Encoding': 'identity' } });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - at;
  };
  const firstRequestMs = await time('/');
  /** @type {number[]} */
  const samples = [];
  for (let round = 0; round < rounds; round += 1) for (const path of paths) samples.push(await time(path));
  const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return { routes: paths.length, rounds, firstRequestMs: round(firstRequestMs), p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)), maxMs: round(Math.max(...samples)) };
}

async function measureNetwork(/** @type {import('@playwright/test').Browser} */ browser, /** @type {string} */ path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  let contentShownAt = Infinity;
  /** @type {Promise<{ url: string, port: number, raw: number, gzip: number, firebase: boolean, firestoreFull: boolean, at: number } | null>[]} */
  const scripts = [];
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || /javascript/.test(type) || /\.m?js$/.test(url.pathname);
    if (!isJs) return;
    const at = performance.now();
    scripts.push(
      response.body().then(
        (body) => {
          const text = body.toString('utf8');
          return {
            url: url.href,
            port: Number(url.port || 80),
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
            firebase: markers.firebase.test(text),
            firestoreFull: markers.firestoreFull.test(text),
            at,
          };
        },
        () => null,
      ),
    );
  });
  // The page records when content shows: a round trip to the runner would come after idle-time downloads.
  await page.addInitScript((selector) => {
    const w = /** @type {Window & { __contentShownAt?: number }} */ (/** @type {unknown} */ (globalThis));
    const check = () => {
      if (w.__contentShownAt !== undefined) return;
      const h1 = document.querySelector('main#main h1');
      if (h1 && !document.querySelector(selector)) w.__contentShownAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, loading);
  const started = performance.now();
  await page.goto(origin + path, { waitUntil: 'commit', timeout: 60_000 });
  await page.locator('main#main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction((selector) => !globalThis.document.querySelector(selector), loading, { timeout: 60_000 });
  contentShownAt = performance.now();
  // Not "network idle": a live listener keeps a connection open. Wait past SETTLE_AFTER_LOAD_MS for deferred work.
  let lastScriptAt = performance.now();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') lastScriptAt = performance.now();
  });
  await page.waitForLoadState('load', { timeout: 60_000 });
  const loadedAt = performance.now();
  const settleBy = performance.now() + 25_000;
  while ((performance.now() - lastScriptAt < 3_000 || performance.now() - loadedAt < 8_000) && performance.now() < settleBy) await page.waitForTimeout(250);
  const timing = await page.evaluate(() => {
    const w = /** @type {Window & { __contentShownAt?: number }} */ (/** @type {unknown} */ (globalThis));
    const ends = Object.fromEntries(
      performance.getEntriesByType('resource').map((e) => [e.name, /** @type {PerformanceResourceTiming} */ (e).responseEnd]),
    );
    return { shownAt: w.__contentShownAt ?? Infinity, ends };
  });
  const js = (await Promise.all(scripts)).filter((s) => s !== null);
  await context.close();
  const before = js.filter((s) => (timing.ends[s.url] ?? Infinity) <= timing.shownAt);
  const remotes = [...new Set(js.map((s) => containerByPort.get(s.port) ?? `port ${s.port}`))].filter((dir) => dir !== 'shell');
  return {
    requests,
    contentShownMs: Number.isFinite(timing.shownAt) ? Math.round(timing.shownAt) : Math.round(contentShownAt - started),
    jsFiles: js.length,
    jsRawBytes: js.reduce((sum, s) => sum + s.raw, 0),
    jsGzipBytes: js.reduce((sum, s) => sum + s.gzip, 0),
    beforeContentGzipBytes: before.reduce((sum, s) => sum + s.gzip, 0),
    remotesDownloaded: remotes,
    firebaseSdkDownloaded: js.some((s) => s.firebase),
    firestoreFullDownloaded: js.some((s) => s.firestoreFull),
    firebaseFiles: js.filter((s) => s.firebase).map((s) => s.url),
    files: js.map(({ url, raw, gzip }) => ({ url, raw, gzip })),
  };
}

/**
 * @param {import('./lib/seed.mjs').ProjectTarget} target
 */
async function writeStaffChanges(target, now = Date.now()) {
  const { documents } = sampleContent(now);
  const day = 24 * 60 * 60 * 1000;
  const posts = [1, 2, 3].flatMap((round) =>
    documents.posts.map((post, index) => ({ ...post, id: `${post.id}-${round}`, topic: `${post.topic} ${round + 1}`, createdAt: now - (round * 3 + index) * day * 0.5, updatedAt: null })),
  );
  const vacancies = [1, 2].flatMap((round) =>
    documents.jobvacancy.map((vacancy, index) => ({ ...vacancy, id: `${vacancy.id}-${round}`, position: `${vacancy.position} ${round + 1}`, isBlocked: (round * 4 + index) % 3 === 0, createdAt: now - (round + index) * day })),
  );
  return writeDocuments(target, { posts, jobvacancy: vacancies });
}

async function measureFirstTap(/** @type {import('@playwright/test').Browser} */ browser, /** @type {string} */ path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
  await page.addInitScript(() => {
    const w = /** @type {Window & { __fcp?: number, __tap?: { downAt: number, shownAt: number } }} */ (/** @type {unknown} */ (globalThis));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    // From the first tap's touch to the frame that shows the opened menu's Career link, retries included.
    const tap = { downAt: NaN, shownAt: NaN };
    w.__tap = tap;
    const careerShown = () =>
      [...document.querySelectorAll('header nav[aria-label="Main"] a')].some((link) => link.textContent?.trim() === 'Career' && link.checkVisibility());
    const watch = () => {
      if (careerShown()) tap.shownAt = performance.now();
      else requestAnimationFrame(watch);
    };
    addEventListener(
      'pointerdown',
      () => {
        if (!Number.isNaN(tap.downAt)) return;
        tap.downAt = performance.now();
        requestAnimationFrame(watch);
      },
      true,
    );
  });
  await page.goto(origin + path, { waitUntil: 'commit', timeout: 60_000 });
  const menu = page.getByRole('button', { name: 'Menu' });
  const opened = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' });
  await menu.waitFor({ state: 'visible', timeout: 60_000 });
  const shownAt = await page.evaluate(() => performance.now());
  let taps = 0;
  let workedAt = NaN;
  while (taps < 300) {
    const at = await page.evaluate(() => performance.now());
    await menu.tap({ timeout: 5_000, force: true }).catch(() => undefined);
    taps += 1;
    if (await opened.isVisible()) {
      workedAt = at;
      break;
    }
    await page.waitForTimeout(100);
  }
  const fcp = await page.evaluate(() => /** @type {Window & { __fcp?: number }} */ (/** @type {unknown} */ (globalThis)).__fcp ?? NaN);
  const tap = await page.evaluate(() => /** @type {Window & { __tap?: { downAt: number, shownAt: number } }} */ (/** @type {unknown} */ (globalThis)).__tap);
  await context.close();
  return {
    fcpMs: Math.round(fcp),
    menuShownMs: Math.round(shownAt),
    firstWorkingTapMs: Math.round(workedAt),
    tapsLost: taps - 1,
    tapToMenuMs: tap ? Math.round(tap.shownAt - tap.downAt) : NaN,
  };
}

function benchRate(now = Date.now()) {
  const day = (/** @type {number} */ offset) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    id: 'bench-rate-nhava-sheva-jebel-ali-20',
    originPlace: 'Nhava Sheva',
    originCountry: 'IN',
    destinationPlace: 'Jebel Ali',
    destinationCountry: 'AE',
    mode: 'sea',
    basis: 'gp20',
    amount: 850,
    currency: 'USD',
    validFrom: day(-1),
    validUntil: day(30),
    transitDays: 5,
    includes: 'Ocean freight',
    createdAt: now,
    updatedAt: null,
  };
}

// Each round is a new browser, so its own client id stays within the limits. Every round stores a quote.
async function measureQuotePrice(/** @type {import('@playwright/test').Browser} */ browser, /** @type {number} */ rounds) {
  /** @type {number[]} */
  const samples = [];
  let unpriced = 0;
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/getafreequote`, { waitUntil: 'networkidle', timeout: 60_000 });
    const text = (/** @type {string} */ name, /** @type {string} */ value) => page.getByRole('textbox', { name, exact: true }).fill(value);
    await text('Name', 'Bench Shipper');
    await text('Email', 'bench@example.com');
    await text('Contact Number', '+91 98765 43210');
    await text('Company Name', `Bench Exports ${round + 1}`);
    await text('Company Address', '1 Bench Road, Mumbai');
    await page.getByRole('checkbox', { name: 'Freight Forwarding' }).check();
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('sea');
    await text('Origin (place or port)', 'Nhava Sheva (IN)');
    await text('Destination (place or port)', 'Jebel Ali (AE)');
    const line = page.getByRole('group', { name: 'Package line 1' });
    for (const [name, value] of [['Count', '10'], ['Length (cm)', '120'], ['Width (cm)', '100'], ['Height (cm)', '100'], ['Gross weight per package (kg)', '3000']]) {
      await line.getByRole('textbox', { name, exact: true }).fill(/** @type {string} */ (value));
    }
      await page.evaluate(() => {
      const w = /** @type {Window & { __sentAt?: number, __answeredAt?: number, __priced?: boolean }} */ (/** @type {unknown} */ (globalThis));
      const send = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Send');
      send?.addEventListener('click', () => (w.__sentAt ??= performance.now()), { capture: true });
      new MutationObserver((_changes, observer) => {
        const body = document.body.textContent ?? '';
        const priced = body.includes('Indicative price');
        if (priced || body.includes('We will price this for you')) {
          w.__answeredAt = performance.now();
          w.__priced = priced;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(/^(Indicative price|We will price this for you)$/).first().waitFor({ timeout: 30_000 });
    const { sentAt, answeredAt, priced } = await page.evaluate(() => {
      const w = /** @type {Window & { __sentAt?: number, __answeredAt?: number, __priced?: boolean }} */ (/** @type {unknown} */ (globalThis));
      return { sentAt: w.__sentAt ?? NaN, answeredAt: w.__answeredAt ?? NaN, priced: w.__priced === true };
    });
    if (priced) samples.push(answeredAt - sentAt);
    else unpriced += 1;
    await context.close();
  }
  const ms = (/** @type {number} */ value) => Math.round(value);
  return { rounds, priced: samples.length, unpriced, p50Ms: ms(percentile(samples, 50)), p95Ms: ms(percentile(samples, 95)), maxMs: ms(Math.max(...samples)) };
}

/**
 * @param {number} port
 * @param {string} path
 * @param {boolean} floor
 */
async function lighthouseRun(port, path, floor) {
  const result = await lighthouse(origin + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(floor ? { blockedUrlPatterns: [...floorBlockedPatterns] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.warn(`  Lighthouse ${path}: ${lhr.runtimeError.message}`);
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = /** @type {{ items?: { url: string, scripting?: number, scriptParseCompile?: number }[] } | undefined} */ (lhr.audits['bootup-time']?.details)?.items ?? [];
  return {
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? 0])),
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
    bootup: {
      tbtMs: Math.round(audit('total-blocking-time')),
      scripts: items.slice(0, 6).map((item) => ({ url: item.url, scriptingMs: Math.round(item.scripting ?? 0), parseCompileMs: Math.round(item.scriptParseCompile ?? 0) })),
    },
    scriptsLoaded: scriptsLoaded(/** @type {Parameters<typeof scriptsLoaded>[0]} */ (lhr.audits['network-requests'])),
  };
}

/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseRun */

function summarizeLighthouse(/** @type {LighthouseRun[]} */ results) {
  const metricNames = /** @type {const} */ (['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs']);
  return {
    median: Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r.scores[c] ?? 0))])),
    runs: Object.fromEntries(categories.map((c) => [c, results.map((r) => r.scores[c] ?? 0)])),
    metricsMedian: Object.fromEntries(metricNames.map((k) => [k, Math.round(median(results.map((r) => r.metrics[k])) * 1000) / 1000])),
    bootup: results.map((r) => r.bootup),
  };
}

/**
 * @param {number} port
 */
async function measureLighthouse(port) {
  /** @type {Record<string, { served: LighthouseRun[], floor: LighthouseRun[] }>} */
  const byPage = Object.fromEntries(lighthousePages.map((path) => [path, { served: [], floor: [] }]));
  /** @type {Parameters<typeof compareWithFloor>[1]} */
  const flat = [];
  for (const slot of interleavedSchedule(lighthousePages, runs)) {
    const result = await lighthouseRun(port, slot.path, slot.mode === 'floor');
    byPage[slot.path]?.[slot.mode].push(result);
    flat.push({ ...slot, performance: result.scores.performance ?? 0, tbtMs: result.metrics.tbtMs, scriptsLoaded: result.scriptsLoaded });
    const blocked = slot.mode === 'floor' ? `, ${result.scriptsLoaded} scripts loaded` : '';
    console.log(
      `  Lighthouse ${slot.path} ${slot.mode.padEnd(6)} run ${slot.run + 1}/${runs}: performance ${Math.round((result.scores.performance ?? 0) * 100)}, TBT ${Math.round(result.metrics.tbtMs)} ms${blocked}`,
    );
  }
  const served = Object.fromEntries(lighthousePages.map((path) => [path, summarizeLighthouse(byPage[path]?.served ?? [])]));
  const floor = Object.fromEntries(lighthousePages.map((path) => [path, summarizeLighthouse(byPage[path]?.floor ?? [])]));
  return { served, floor, comparison: compareWithFloor(lighthousePages, flat) };
}

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  cleanups.length = 0;
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

const started = performance.now();
// Figures from a busy machine read differently.
const loadAtStart = loadavg().map((v) => Math.round(v * 100) / 100);
try {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  await assertPortsFree(containers.map((c) => ({ port: c.port, label: c.dir })));
  if (!argv.includes('--no-build')) {
    if (!(await build())) throw new Error('the build failed');
  } else if (missingDists().length) {
    throw new Error(`missing dists (${missingDists().map((c) => c.dir).join(', ')}): run without --no-build`);
  }
  const emulator = await startLocalBackend({ reuse: true, persist: true, log: (line) => console.log(`[emulators] ${line}`) });
  cleanups.push(emulator.stop);
  /** @type {import('./lib/static-server.mjs').PageMode | undefined} */
  let pagesMode = inBrowser ? pagesInBrowser() : undefined;
  if (afterStaffChanges) {
    const target = { projectId: benchProject, firestoreHost: emulator.hosts.firestore, authHost: emulator.hosts.auth, storageHost: emulator.hosts.storage };
    await resetProject(target);
    console.log(`Measuring ${benchProject}: the sample content and ${await writeStaffChanges(target)} posts and vacancies staff added (a third of the vacancies blocked).`);
    const shipped = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/app-config.json'), 'utf8'));
    const appConfig = { ...shipped, firebase: { ...shipped.firebase, projectId: benchProject, authDomain: `${benchProject}.firebaseapp.com`, storageBucket: `${benchProject}.appspot.com` } };
    if (inBrowser) throw new Error('--after-staff-changes measures the pages rendered on request: leave out --render-in-browser');
    pagesMode = { mode: 'server', appConfig };
  }
  if (priceRounds > 0) {
    const projectId = afterStaffChanges ? benchProject : localProject;
    await writeDocuments({ projectId, firestoreHost: emulator.hosts.firestore, authHost: emulator.hosts.auth, storageHost: emulator.hosts.storage }, { rates: [benchRate()] });
  }
  const servers = await serveDists(pagesMode ? { pages: pagesMode } : {});
  cleanups.push(servers.close);

  const render = inBrowser ? null : await measureRenderTimes();
  if (render) {
    console.log(
      `\nRender without cache (${render.routes} routes, ${render.rounds} rounds): p50 ${render.p50Ms} ms, p95 ${render.p95Ms} ms, max ${render.maxMs} ms; ` +
        `first request of the new server ${render.firstRequestMs} ms`,
    );
  }

  console.log('\nMeasuring first-load JS (headless Chromium, empty cache, until network idle)…');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  cleanups.push(() => browser.close());
  /** @type {Record<string, Awaited<ReturnType<typeof measureNetwork>>>} */
  const network = {};
  for (const path of measuredPages) {
    await measureNetwork(browser, path); // warm-up (server compression caches), not counted
    network[path] = await measureNetwork(browser, path);
  }

  console.log('\nTime to the first working tap (375 px, 4x CPU, 1.6 Mbit/s, 150 ms)…');
  /** @type {Record<string, Awaited<ReturnType<typeof measureFirstTap>>>} */
  const taps = {};
  for (const path of ['/', '/getafreequote'].filter((p) => !onlyPages || onlyPages.includes(p))) {
    taps[path] = await measureFirstTap(browser, path);
    const t = taps[path];
    console.log(`  ${path}: first paint ${t?.fcpMs} ms, Menu shown ${t?.menuShownMs} ms, first working tap ${t?.firstWorkingTapMs} ms, ${t?.tapsLost} taps lost, tap to menu shown ${t?.tapToMenuMs} ms`);
  }
  /** @type {Awaited<ReturnType<typeof measureQuotePrice>> | null} */
  let quotePrice = null;
  if (priceRounds > 0) {
    console.log(`\nTime from Send to the indicative price on screen (${priceRounds} quotes)…`);
    quotePrice = await measureQuotePrice(browser, priceRounds);
    console.log(`  p50 ${quotePrice.p50Ms} ms, p95 ${quotePrice.p95Ms} ms, max ${quotePrice.maxMs} ms (${quotePrice.priced} priced, ${quotePrice.unpriced} not)`);
  }
  // A second browser left open competes for the CPU whose task times Lighthouse scores.
  await browser.close();

  /** @type {Record<string, ReturnType<typeof summarizeLighthouse>>} */
  let lh = {};
  /** @type {Awaited<ReturnType<typeof measureLighthouse>> | null} */
  let lighthouseResults = null;
  if (withLighthouse) {
    console.log(`\nLighthouse (mobile, simulated throttling, median of ${runs}), each page as served and with every script blocked, interleaved…`);
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', ...chromeFlags] });
    cleanups.push(async () => chrome.kill());
    lighthouseResults = await measureLighthouse(chrome.port);
    lh = lighthouseResults.served;
  }

  const rows = measuredPages.map((path) => {
    const n = network[path];
    const score = lh[path]?.median;
    return [
      path,
      `${kb(n?.beforeContentGzipBytes ?? 0)}`,
      `${kb(n?.jsGzipBytes ?? 0)}`,
      `${kb(n?.jsRawBytes ?? 0)}`,
      `${n?.jsFiles ?? 0}`,
      `${n?.requests ?? 0}`,
      `${n?.contentShownMs ?? '-'}`,
      (n?.remotesDownloaded ?? []).join(' ') || '-',
      n?.firestoreFullDownloaded ? 'full' : n?.firebaseSdkDownloaded ? 'lite/other' : 'none',
      score ? String(Math.round((score.performance ?? 0) * 100)) : '-',
    ];
  });
  const head = ['page', 'JS gz before content', 'JS gz total', 'JS raw total', 'JS files', 'requests', 'content ms', 'remotes downloaded', 'Firebase', 'perf'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const [path, result] of Object.entries(lh)) {
    console.log(
      `Lighthouse ${path}: ${categories.map((c) => `${c} ${Math.round((result.median[c] ?? 0) * 100)}`).join(', ')}, ` +
        `LCP ${result.metricsMedian.lcpMs} ms, CLS ${result.metricsMedian.cls}, TBT ${result.metricsMedian.tbtMs} ms ` +
        `(performance runs ${result.runs.performance?.map((v) => Math.round(v * 100)).join(', ')})`,
    );
    const heaviest = [...result.bootup].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(result.bootup.length / 2)];
    for (const script of heaviest?.scripts ?? []) console.log(`    ${String(script.scriptingMs).padStart(5)} ms scripting, ${String(script.parseCompileMs).padStart(4)} ms parse: ${script.url}`);
  }
  if (lighthouseResults) {
    console.log(`\nAgainst the floor (every script blocked; median of ${runs} interleaved runs each; limits ${floorLimits.scorePoints} points, ${floorLimits.tbtMs} ms):\n${floorTable(lighthouseResults.comparison)}`);
    for (const row of lighthouseResults.comparison.filter((r) => r.floor.scriptsLoaded > 0)) {
      console.warn(`  ! ${row.path}: ${row.floor.scriptsLoaded} script(s) loaded in the floor's runs; the floor is not script-free`);
    }
  }

  const home = network['/'];
  const lhTargets = targets.lighthouse;
  const lighthouseVerdict = (/** @type {(result: ReturnType<typeof summarizeLighthouse>) => boolean} */ met) =>
    Object.keys(lh).length === 0 ? null : Object.values(lh).every(met);
  const verdicts = {
    performance: lighthouseVerdict((r) => (r.median.performance ?? 0) >= lhTargets.performance),
    accessibility: lighthouseVerdict((r) => (r.median.accessibility ?? 0) >= lhTargets.accessibility),
    bestPractices: lighthouseVerdict((r) => (r.median['best-practices'] ?? 0) >= lhTargets['best-practices']),
    seo: lighthouseVerdict((r) => (r.median.seo ?? 0) >= lhTargets.seo),
    lcp: lighthouseVerdict((r) => (r.metricsMedian.lcpMs ?? Infinity) <= lhTargets.lcpMs),
    cls: lighthouseVerdict((r) => (r.metricsMedian.cls ?? Infinity) <= lhTargets.cls),
    homeJsGzip: (home?.jsGzipBytes ?? Infinity) <= targets.home.jsGzipKB * 1024,
    onlyMfePublicOnHome: (home?.remotesDownloaded ?? []).every((r) => r === targets.home.onlyRemote),
    noFirebaseOnHome: !home?.firebaseSdkDownloaded,
    dataPagesBeforeContent: dataPages.every((p) => (network[p]?.beforeContentGzipBytes ?? Infinity) <= targets.dataPagesGzipKB * 1024),
    firstTapWorksAtFirstPaint: Object.values(taps).every((t) => t.tapsLost === 0),
    menuWithin200MsOfTap: Object.values(taps).every((t) => t.tapToMenuMs <= 200),
    withinFloor: lighthouseResults ? lighthouseResults.comparison.every((r) => r.withinLimits) : null,
    dataPagesWithoutListenerTotal: dataPages
      .filter((p) => !network[p]?.firestoreFullDownloaded)
      .every((p) => (network[p]?.jsGzipBytes ?? Infinity) <= targets.dataPagesGzipKB * 1024),
  };
  console.log(`\nTargets (reported, not enforced): ${Object.entries(verdicts).map(([k, v]) => `${k} ${v === null ? 'n/a' : v ? 'met' : 'MISSED'}`).join(', ')}`);

  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverage: { start: loadAtStart, end: loadavg().map((v) => Math.round(v * 100) / 100) } },
    method: {
      network: 'headless Chromium (Playwright, system Chromium), new context per page (empty cache); before content = JS responses received before the h1 shows with no spinner or skeleton left; total = once no new script arrived for 3 s; raw = decoded JS bodies, gzip = zlib level 6 of each JS body',
      lighthouse: `lighthouse default mobile config, simulated throttling, median of ${runs} runs, one at a time; each page also with blockedUrlPatterns ${floorBlockedPatterns.join(' ')} (the floor), the two modes interleaved round by round`,
      quotePrice: 'headless Chromium, a new context per quote on a settled /getafreequote; from the click on Send to the first DOM change showing Indicative price, in the page clock',
      render: 'Node fetch of each public route, sitemap.xml and robots.txt from the local page service (no cache), uncompressed, to the last byte',
    },
    data: afterStaffChanges ? `${benchProject}: sample content plus staff-added posts and vacancies, some blocked` : 'the local data (.emulator-data)',
    targets,
    verdicts,
    firstTap: taps,
    quotePrice,
    render,
    floor: lighthouseResults ? { limits: floorLimits, comparison: lighthouseResults.comparison } : null,
    pages: Object.fromEntries(measuredPages.map((path) => [path, { network: network[path], lighthouse: lh[path] ?? null, lighthouseFloor: lighthouseResults?.floor[path] ?? null }])),
  };
  writeFileSync(join(repoRoot, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nLoad average (1, 5, 15 min): ${loadAtStart.join(', ')} at the start, ${report.machine.loadAverage.end.join(', ')} at the end`);
  console.log(`\nWrote reports/bench.json (${seconds(started)})`);
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
