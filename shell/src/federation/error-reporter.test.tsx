import { addErrorReport } from '@seawave/shared-data';
import type { ErrorReport } from '@seawave/shared-data/error-reports';
import { loadRemote } from '@module-federation/runtime';
import { screen } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { createErrorReporter, remoteErrors, remoteOfStack } from './error-reporter';
import { remoteLoadPolicy, retryRemote } from './load-remote-page';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/runtime', () => ({
  loadRemote: jest.fn(),
  getInstance: () => ({ options: { remotes: [{ name: 'mfeBlog', entry: 'http://localhost:3003/builds/bbb222/mf-manifest.json' }] } }),
}));
jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual<object>('@seawave/shared-data'), addErrorReport: jest.fn(async () => undefined) }));

const minute = 29_000_000;

function reporter({ build = 'bbb222' as string | null, at = minute * 60_000 + 1_000 } = {}) {
  const sent: ErrorReport[] = [];
  let now = at;
  const instance = createErrorReporter({ buildOf: async () => build, send: async (report) => void sent.push(report), now: () => now, random: () => 0.99, delayMs: 60_000 });
  return { instance, sent, later: (ms: number) => (now += ms) };
}

describe('reporting the errors of a remote', () => {
  it('sends a repeated error once, without its message', async () => {
    const { instance, sent } = reporter();
    await instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error: new TypeError('Cannot read "meera@example.com"') });
    await instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error: new TypeError('Cannot read "ravi@example.com"') });
    await instance.flush();
    expect(sent).toEqual([{ remote: 'mfeBlog', build: 'bbb222', route: 'blog', phase: 'render', fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/), errorName: 'TypeError', count: 2, minute, slot: 4 }]);
    expect(JSON.stringify(sent)).not.toContain('example.com');
  });

  it('batches an error per minute', async () => {
    const { instance, sent, later } = reporter();
    const throwIt = () => instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error: new Error('boom') });
    await throwIt();
    await instance.flush();
    await throwIt();
    await throwIt();
    await instance.flush();
    expect(sent).toHaveLength(1);
    later(60_000);
    await instance.flush();
    expect(sent.map((report) => [report.minute, report.count])).toEqual([
      [minute, 1],
      [minute + 1, 2],
    ]);
  });

  it('caps the reports per page load', async () => {
    const { instance, sent } = reporter();
    for (let i = 0; i < 15; i++) await instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error: new Error(`boom in part ${'x'.repeat(i)}`) });
    await instance.flush();
    expect(sent).toHaveLength(10);
  });

  it('counts an error once; skips unknown builds', async () => {
    const { instance, sent } = reporter();
    const error = new Error('unreachable');
    await instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'load', error });
    await instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error });
    await instance.flush();
    expect(sent.map((report) => [report.phase, report.count])).toEqual([['load', 1]]);
    const unknown = reporter({ build: null });
    await unknown.instance.report({ remote: 'mfeBlog', route: 'blog', phase: 'render', error: new Error('x') });
    await unknown.instance.flush();
    expect(unknown.sent).toEqual([]);
  });

  it("finds a rejection's remote from its stack", () => {
    const remotes = [
      { name: 'mfeBlog', entry: 'http://localhost:3003/builds/bbb222/mf-manifest.json' },
      { name: 'mfeCareers', entry: 'http://localhost:3002/mf-manifest.json' },
    ];
    const thrown = (url: string) => Object.assign(new Error('x'), { stack: `Error: x\n    at load (${url}:1:200)` });
    expect(remoteOfStack(thrown('http://localhost:3003/builds/bbb222/static/js/async/blog.js'), remotes)).toBe('mfeBlog');
    expect(remoteOfStack(thrown('http://localhost:3002/builds/ccc333/static/js/careers.js'), remotes)).toBe('mfeCareers');
    expect(remoteOfStack(thrown('http://localhost/main.js'), remotes)).toBeNull();
    expect(remoteOfStack('not an error', remotes)).toBeNull();
  });
});

describe('a remote page that throws', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteLoadPolicy.pauseMs = () => 0;
    retryRemote('mfeBlog');
  });

  it('is reported with its remote and build', async () => {
    jest.mocked(loadRemote).mockResolvedValue({
      default: () => {
        throw new RangeError('Invalid time value');
      },
    });
    renderShell(<RemotePage remote="mfeBlog" module="./BlogPage" area="blog" route="blog" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is not available right now');
    await remoteErrors.flush();
    expect(jest.mocked(addErrorReport)).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfeBlog', build: 'bbb222', route: 'blog', phase: 'render', errorName: 'RangeError' }));
  });
});
