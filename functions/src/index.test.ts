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

  it('run the orphan sweep every hour', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.deleteOrphanResumes as unknown as { __endpoint: { scheduleTrigger?: { schedule: string; timeZone?: string; retryConfig?: { retryCount?: number } } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 60 minutes', timeZone: 'Etc/UTC', retryConfig: { retryCount: 0 } });
  });

  it('offer the immediate sweep only in the emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    expect(jest.requireActual<typeof FunctionsModule>('./index').sweepResumesNow).toBeUndefined();
    jest.resetModules();
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jest.requireActual<typeof FunctionsModule>('./index').sweepResumesNow).toEqual(expect.any(Function));
  });
});

describe('parseSweepRequest', () => {
  const { parseSweepRequest } = jest.requireActual<typeof FunctionsModule>('./index');
  it('accepts a demo project, own bucket and grace period', () => {
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: 0 })).toEqual({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: 0 });
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.firebasestorage.app' })).toMatchObject({ bucket: 'demo-x.firebasestorage.app' });
    expect(parseSweepRequest({ projectId: 'demo-x' })).toEqual({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: DEFAULT_GRACE_MS });
  });
  it('refuses a real project, bad bucket or negative grace', () => {
    expect(parseSweepRequest({ projectId: 'seawave-prod', bucket: 'b.appspot.com' })).toBe('projectId must name an emulator-only "demo-" project.');
    const foreign = "bucket must be the project's own default bucket (demo-x.appspot.com or demo-x.firebasestorage.app).";
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-seawave.appspot.com' })).toBe(foreign);
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: '../etc' })).toBe(foreign);
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 42 })).toBe(foreign);
    expect(parseSweepRequest({ projectId: 'demo-x', bucket: 'demo-x.appspot.com', graceMs: -5 })).toBe('graceMs must be a number of milliseconds, 0 or more.');
    expect(parseSweepRequest(null)).toBe('projectId must name an emulator-only "demo-" project.');
  });
});

describe('refuseLocalRequest', () => {
  const { refuseLocalRequest } = jest.requireActual<typeof FunctionsModule>('./index');
  const fromScript = { contentType: 'application/json', origin: undefined, secFetchSite: undefined, host: '127.0.0.1:5001' };
  it('accepts JSON from a tool or the same origin', () => {
    expect(refuseLocalRequest(fromScript)).toBeNull();
    expect(refuseLocalRequest({ ...fromScript, contentType: 'application/json; charset=utf-8' })).toBeNull();
    expect(refuseLocalRequest({ ...fromScript, secFetchSite: 'none' })).toBeNull();
    expect(refuseLocalRequest({ ...fromScript, origin: 'http://127.0.0.1:5001', secFetchSite: 'same-origin' })).toBeNull();
  });
  it('refuses a body that is not JSON', () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', undefined]) {
      expect(refuseLocalRequest({ ...fromScript, contentType })).toEqual({ status: 415, message: 'Send a JSON body (Content-Type: application/json).' });
    }
  });
  it('refuses a web page of another origin', () => {
    expect(refuseLocalRequest({ ...fromScript, origin: 'http://localhost:3000' })).toMatchObject({ status: 403 });
    expect(refuseLocalRequest({ ...fromScript, origin: 'https://evil.example' })?.message).toBe('Requests from a web page of another origin (https://evil.example) are refused.');
    expect(refuseLocalRequest({ ...fromScript, origin: 'null' })).toMatchObject({ status: 403 });
    for (const secFetchSite of ['cross-site', 'same-site']) expect(refuseLocalRequest({ ...fromScript, secFetchSite })).toMatchObject({ status: 403 });
  });
  it('refuses a non-loopback host (DNS rebinding)', () => {
    for (const host of ['localhost:5001', '127.0.0.1', '[::1]:5001', 'LOCALHOST:5001']) expect(refuseLocalRequest({ ...fromScript, host })).toBeNull();
    for (const host of ['evil.test', 'evil.test:5001', 'localhost.evil.test:5001', '127.0.0.1.nip.io:5001', undefined]) {
      expect(refuseLocalRequest({ ...fromScript, host })).toMatchObject({ status: 403 });
    }
    // Same origin by the page's own (rebound) name is still refused.
    expect(refuseLocalRequest({ ...fromScript, host: 'evil.test:5001', origin: 'http://evil.test:5001' })).toMatchObject({ status: 403 });
  });
});

describe('the arrival triggers', () => {
  it('run on new quotes and applications, retried', () => {
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    type Endpoint = { __endpoint: { eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string }; retry?: boolean } } };
    expect((functions.onQuoteCreated as unknown as Endpoint).__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'quotes/{id}' },
      retry: true,
    });
    expect((functions.onApplicationCreated as unknown as Endpoint).__endpoint.eventTrigger).toMatchObject({
      eventFilterPathPatterns: { document: 'applicants/{id}' },
      retry: true,
    });
  });

  it("record a quote's first answer on update", () => {
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    type Endpoint = { __endpoint: { eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string }; retry?: boolean } } };
    expect((functions.onQuoteUpdated as unknown as Endpoint).__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.updated',
      eventFilterPathPatterns: { document: 'quotes/{id}' },
      retry: true,
    });
  });

  it("work in the event's own project", () => {
    const { eventProject } = jest.requireActual<typeof FunctionsModule>('./index');
    expect(eventProject({ project: 'demo-seawave-e2e-1', source: '//firestore.googleapis.com/projects/other/databases/(default)' })).toBe('demo-seawave-e2e-1');
    expect(eventProject({ source: '//firestore.googleapis.com/projects/demo-x/databases/(default)' })).toBe('demo-x');
    expect(eventProject({})).toBeUndefined();
  });
});

describe('the applicant retention job', () => {
  const saved = process.env.FUNCTIONS_EMULATOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
    jest.resetModules();
  });

  it('runs daily; immediate run only in the emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.deleteExpiredApplicantsDaily as unknown as { __endpoint: { scheduleTrigger?: { schedule: string; timeZone?: string } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every day 03:00', timeZone: 'Etc/UTC' });
    expect(functions.retentionNow).toBeUndefined();
    jest.resetModules();
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jest.requireActual<typeof FunctionsModule>('./index').retentionNow).toEqual(expect.any(Function));
  });

  it('takes a demo project, its bucket and days', () => {
    const { parseRetentionRequest } = jest.requireActual<typeof FunctionsModule>('./index');
    expect(parseRetentionRequest({ projectId: 'demo-x' })).toEqual({ projectId: 'demo-x', bucket: 'demo-x.appspot.com' });
    expect(parseRetentionRequest({ projectId: 'demo-x', bucket: 'demo-x.firebasestorage.app', retentionDays: 30 })).toEqual({ projectId: 'demo-x', bucket: 'demo-x.firebasestorage.app', retentionDays: 30 });
    expect(parseRetentionRequest({ projectId: 'seawave-prod' })).toBe('projectId must name an emulator-only "demo-" project.');
    expect(parseRetentionRequest({ projectId: 'demo-x', bucket: 'demo-y.appspot.com' })).toMatch(/^bucket must be the project's own default bucket/);
    expect(parseRetentionRequest({ projectId: 'demo-x', retentionDays: 2.5 })).toBe('The retention period must be a whole number of days from 1; got 2.5.');
  });
});

describe('the search-term refresh', () => {
  const saved = process.env.FUNCTIONS_EMULATOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
    jest.resetModules();
  });

  it('runs hourly; immediate run only in the emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.refreshSearchTermsHourly as unknown as { __endpoint: { scheduleTrigger?: { schedule: string; timeZone?: string; retryConfig?: { retryCount?: number } } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 60 minutes', timeZone: 'Etc/UTC', retryConfig: { retryCount: 0 } });
    expect(functions.refreshSearchTermsNow).toBeUndefined();
    jest.resetModules();
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jest.requireActual<typeof FunctionsModule>('./index').refreshSearchTermsNow).toEqual(expect.any(Function));
  });

  it('immediate run takes only a demo project', () => {
    const { parseProjectRequest } = jest.requireActual<typeof FunctionsModule>('./index');
    expect(parseProjectRequest({ projectId: 'demo-x' })).toEqual({ projectId: 'demo-x' });
    expect(parseProjectRequest({ projectId: 'seawave-prod' })).toBe('projectId must name an emulator-only "demo-" project.');
    expect(parseProjectRequest(null)).toBe('projectId must name an emulator-only "demo-" project.');
  });
});

describe('the staff digest flush', () => {
  const saved = process.env.FUNCTIONS_EMULATOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
    jest.resetModules();
  });

  it('runs every minute; immediate run only in the emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.flushStaffDigests as unknown as { __endpoint: { scheduleTrigger?: { schedule: string; timeZone?: string; retryConfig?: { retryCount?: number } } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 minutes', timeZone: 'Etc/UTC', retryConfig: { retryCount: 0 } });
    expect(functions.flushStaffMailNow).toBeUndefined();
    jest.resetModules();
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jest.requireActual<typeof FunctionsModule>('./index').flushStaffMailNow).toEqual(expect.any(Function));
  });

  it('takes a demo project and an optional flush time', () => {
    const { parseFlushRequest } = jest.requireActual<typeof FunctionsModule>('./index');
    expect(parseFlushRequest({ projectId: 'demo-x', at: 1_800_000_000_000 })).toEqual({ projectId: 'demo-x', at: new Date(1_800_000_000_000) });
    const before = Date.now();
    const now = parseFlushRequest({ projectId: 'demo-x' });
    expect(typeof now === 'string' ? now : now.at.getTime()).toBeGreaterThanOrEqual(before);
    expect(parseFlushRequest({ projectId: 'seawave-prod' })).toBe('projectId must name an emulator-only "demo-" project.');
    for (const at of [-1, 1.5, '2026-11-25']) expect(parseFlushRequest({ projectId: 'demo-x', at })).toBe('at must be a time in milliseconds since 1970.');
  });
});
