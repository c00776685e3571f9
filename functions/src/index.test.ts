/**
 * @jest-environment node
 */
import type * as FunctionsModule from './index';
import { DEFAULT_GRACE_MS } from './orphan-resumes';

describe('the deployed functions', () => {
  const saved = process.env.FUNCTIONS_EMULATOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
    jest.resetModules();
  });

  it('run the orphan resume sweep every hour through Cloud Scheduler', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.deleteOrphanResumes as unknown as { __endpoint: { scheduleTrigger?: { schedule: string; timeZone?: string; retryConfig?: { retryCount?: number } } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 60 minutes', timeZone: 'Etc/UTC', retryConfig: { retryCount: 0 } });
  });

  it('leave out the immediate sweep everywhere but the Functions emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    expect(jest.requireActual<typeof FunctionsModule>('./index').sweepResumesNow).toBeUndefined();
    jest.resetModules();
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jest.requireActual<typeof FunctionsModule>('./index').sweepResumesNow).toEqual(expect.any(Function));
  });
});

describe('parseSweepRequest', () => {
  const { parseSweepRequest } = jest.requireActual<typeof FunctionsModule>('./index');
  it('accepts a demo project, a bucket and a grace period (default 30 minutes)', () => {
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: 0 })).toEqual({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: 0 });
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.appspot.com' })).toMatchObject({ graceMs: DEFAULT_GRACE_MS });
  });
  it('refuses a real project, a bad bucket and a negative grace period', () => {
    expect(parseSweepRequest({ projectId: 'seawave-prod', bucket: 'b.appspot.com' })).toBe('projectId must name an emulator-only "demo-" project.');
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: '../etc' })).toBe('bucket must be a bucket name.');
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: -5 })).toBe('graceMs must be a number of milliseconds, 0 or more.');
    expect(parseSweepRequest(null)).toBe('projectId must name an emulator-only "demo-" project.');
  });
});
