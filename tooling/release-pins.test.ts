/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withReleasePins } from './release-pins.cjs';

const built = { mfeBlog: 'http://localhost:3003/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' };

test('a shell build keeps released pins', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ ...built, mfeBlog: 'http://localhost:3003/builds/ab12/mf-manifest.json' }));
  const written = withReleasePins(Buffer.from(JSON.stringify(built)), dist);
  expect(JSON.parse(written.toString('utf8'))).toEqual({ ...built, mfeBlog: 'http://localhost:3003/builds/ab12/mf-manifest.json' });
});

test('the first shell build writes remotes.json as declared', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  const content = Buffer.from(JSON.stringify(built));
  expect(withReleasePins(content, dist)).toBe(content);
});

test('a shell build keeps a gradual release', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  const gradual = { live: 'http://localhost:3003/builds/ab12/mf-manifest.json', candidate: 'http://localhost:3003/builds/cd34/mf-manifest.json', share: 10 };
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ ...built, mfeBlog: gradual, mfeCareers: { ...gradual, live: 'https://elsewhere.example/builds/ab12/mf-manifest.json' } }));
  const written = withReleasePins(Buffer.from(JSON.stringify(built)), dist);
  expect(JSON.parse(written.toString('utf8'))).toEqual({ ...built, mfeBlog: gradual });
});
