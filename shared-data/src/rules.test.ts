/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import allowList from '../../config/admin-allow-list.json';
import limits from './limits.json';

const root = join(__dirname, '..', '..');

describe('generated rules and allow-list', () => {
  it('firestore.rules, storage.rules and app-config.json are up to date with config/admin-allow-list.json and limits.json', () => {
    let output = '';
    try {
      output = execFileSync(process.execPath, [join(root, 'shared-data/scripts/generate-rules.mjs'), '--check'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string };
      throw new Error(`${e.stderr ?? ''}${e.stdout ?? ''}`);
    }
    expect(output).toContain('up to date');
  });

  it('the rules contain the allow-list and the limits', () => {
    const firestore = readFileSync(join(root, 'firestore.rules'), 'utf8');
    const storage = readFileSync(join(root, 'storage.rules'), 'utf8');
    for (const email of allowList.adminEmails) {
      expect(firestore).toContain(`'${email}'`);
      expect(storage).toContain(`'${email}'`);
    }
    expect(firestore).toContain(`required('message', ${limits.fields.message})`);
    expect(firestore).toContain('request.auth.token.email_verified == true');
    expect(storage).toContain(`request.resource.size <= ${limits.files.resume.maxBytes}`);
    expect(firestore).not.toMatch(/\{\{/);
    expect(storage).not.toMatch(/\{\{/);
  });
});
