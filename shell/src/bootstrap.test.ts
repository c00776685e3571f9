import { warnAboutUnknownRemotes } from './bootstrap';

jest.mock('react-dom/client', () => ({ createRoot: jest.fn() }));

it('warns about remotes.json names the federation contract does not know', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  warnAboutUnknownRemotes([
    { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mfeUnknown', entry: 'http://x/mf-manifest.json' },
  ]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('mfeUnknown'));
});
