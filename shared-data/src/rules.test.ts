/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import allowList from '../../config/admin-allow-list.json';
import limits from './limits.json';
import staffRolesFile from '../rules/staff-roles.json';
import { staffAccounts, staffRoles } from '../rules/staff-list.cjs';
import { staffAreaNames } from './auth/staff-areas';
import { entities } from './schemas/entity-schemas';
import { fieldCheck, fieldsWrittenBy } from './schemas/firestore-rules';

/** rulesPattern of generate-rules.mjs (an ES module script), run in a child Node process. */
function rulesPattern(pattern: string): string {
  const script = `import { rulesPattern } from ${JSON.stringify(join(__dirname, '../scripts/generate-rules.mjs'))};
try { process.stdout.write(JSON.stringify({ ok: rulesPattern(process.argv[1]) })); } catch (e) { process.stdout.write(JSON.stringify({ error: e.message })); }`;
  const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, pattern], { encoding: 'utf8' })) as { ok?: string; error?: string };
  if (result.error !== undefined) throw new Error(result.error);
  return result.ok!;
}

const root = join(__dirname, '..', '..');

describe('generated rules and allow-list', () => {
  it('generated rules and indexes are current', () => {
    let output = '';
    try {
      output = execFileSync(process.execPath, [join(root, 'shared-data/scripts/generate-rules.mjs'), '--check'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string };
      throw new Error(`${e.stderr ?? ''}${e.stdout ?? ''}`);
    }
    expect(output).toContain('up to date');
  });

  it('the rules hold the allow-list and limits', () => {
    const firestore = readFileSync(join(root, 'firestore.rules'), 'utf8');
    const storage = readFileSync(join(root, 'storage.rules'), 'utf8');
    for (const { email, role } of allowList.staff) {
      expect(firestore).toContain(`'${email}': '${role}'`);
      expect(storage).toContain(`'${email}': '${role}'`);
    }
    expect(firestore).toContain(`requiredMultiLine('message', ${limits.fields.message})`);
    for (const rules of [firestore, storage]) {
      expect(rules).toContain("request.auth.token.firebase.sign_in_provider == 'google.com'");
      expect(rules).toContain('request.auth.token.email_verified == true');
    }
    expect(storage).toContain(`request.resource.size <= ${limits.files.resume.maxBytes}`);
    expect(firestore).not.toMatch(/\{\{/);
    expect(storage).not.toMatch(/\{\{/);
  });

  it('both rule files deny by default', () => {
    const firestore = readFileSync(join(root, 'firestore.rules'), 'utf8');
    const storage = readFileSync(join(root, 'storage.rules'), 'utf8');
    expect(firestore).not.toMatch(/match\s+\/\{[A-Za-z]+=\*\*\}/);
    expect(storage).not.toMatch(/match\s+\/\{[A-Za-z]+=\*\*\}/);
    expect(storage).not.toMatch(/allow[^;]*\b(write|update)\b/);
  });

  it('firestore.rules holds the text patterns of limits', () => {
    const firestore = readFileSync(join(root, 'firestore.rules'), 'utf8');
    expect(firestore).toContain(`.matches('${rulesPattern(limits.patterns.singleLineText)}')`);
    expect(firestore).toContain(`.matches('${rulesPattern(limits.patterns.multiLineText)}')`);
  });
});

describe('the staff allow-list and its roles', () => {
  const roles = staffRoles();
  const list = (staff: unknown[]) => ({ staff });

  it('gives a roleless account the default role', () => {
    expect(staffRolesFile.defaultRole).toBe('all');
    expect(staffAccounts(list([{ email: 'New.Hire@Seawave.example.com' }]), roles)).toEqual([
      { email: 'new.hire@seawave.example.com', role: 'all', areas: [...staffAreaNames] },
    ]);
  });

  it('keeps both mailboxes on role all', () => {
    const byEmail = Object.fromEntries(staffAccounts().map((account) => [account.email, account.areas]));
    expect(byEmail).toEqual({
      'admin@seawave.example.com': ['sales', 'hiring'],
      'hr@seawave.example.com': ['sales', 'hiring'],
      'sales@seawave.example.com': ['sales'],
      'recruiter@seawave.example.com': ['hiring'],
    });
  });

  it("roles reach exactly the browser's areas", () => {
    expect([...new Set(Object.values(roles.roles).flat())].sort()).toEqual([...staffAreaNames].sort());
  });

  it.each([
    ['an unknown role', list([{ email: 'a@seawave.example.com', role: 'boss' }]), /the role "boss" is not one of all, sales, hiring/],
    ['an address listed twice', list([{ email: 'a@seawave.example.com' }, { email: 'A@seawave.example.com', role: 'sales' }]), /listed twice/],
    ['something that is not an address', list([{ email: 'a@b' }]), /"a@b" is not an e-mail address/],
    ['an extra key on an account', list([{ email: 'a@seawave.example.com', admin: true }]), /only "email" and "role"/],
    ['an empty list', list([]), /non-empty list/],
    ['the earlier list of addresses', { adminEmails: ['a@seawave.example.com'] }, /unknown key "adminEmails"/],
  ])('refuses %s, naming it', (_what, allowList, message) => {
    expect(() => staffAccounts(allowList, roles)).toThrow(message);
  });
});

describe('rulesPattern', () => {
  it('escapes a pattern for the rules string', () => {
    expect(rulesPattern('[^\\x00-\\x1F\\u202A-\\u202E]*')).toBe('[^\\\\x00-\\\\x1F\\\\x{202A}-\\\\x{202E}]*');
    expect(rulesPattern('[a-z]+@[a-z]+')).toBe('[a-z]+@[a-z]+');
  });
  it('refuses breaking or self-anchored patterns', () => {
    expect(() => rulesPattern("it's")).toThrow(/quote/);
    expect(() => rulesPattern('^a$')).toThrow(/matched whole/);
    expect(() => rulesPattern('')).toThrow(/non-empty/);
  });
});

describe('firestore.rules and the entity schemas', () => {
  const firestore = readFileSync(join(root, 'firestore.rules'), 'utf8');
  /** The rules of one collection: from its `match` line to the next `match` of a collection. */
  const block = (collection: string) => {
    const start = firestore.indexOf(`match /${collection}/{`);
    expect(start).toBeGreaterThan(-1);
    const next = firestore.indexOf('\n    match /', start + 1);
    return firestore.slice(start, next === -1 ? undefined : next);
  };
  const list = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1]);

  // Quotes and applications are created by the public forms' functions only, with the same schemas.
  const staffWritten = entities.filter((entity) => entity.collection === 'posts' || entity.collection === 'jobvacancy' || entity.collection === 'rates');

  it.each(['quotes', 'applicants'])('%s: nobody creates one through the rules', (collection) => {
    // Its own allows (its notes and history, nested deeper, have theirs).
    expect(block(collection)).not.toMatch(/^ {6}allow [a-z, ]*create/m);
    expect(block(collection)).toMatch(/^ {6}allow read, delete/m);
  });

  it.each(staffWritten.map((entity) => [entity.collection, entity] as const))(
    "%s: a create holds exactly its schema's keys",
    (collection, entity) => {
      const create = /allow create: if[^;]*?keysOf\(\[([^\]]*)\], \[([^\]]*)\]\)/.exec(block(collection));
      expect(create).not.toBeNull();
      const [, required = '', allowed = ''] = create!;
      // Fields written by staff or the server are never in a create; package lines are documents of their own.
      const serverOrStaff = Object.entries(entity.fields)
        .filter(([, def]) => def.writer !== 'public' || def.info.kind === 'packages')
        .map(([key, def]) => def.storedAs ?? key);
      const stored = Object.keys(entity.stored.entries).filter((key) => !serverOrStaff.includes(key));
      const optional = Object.entries(entity.fields).filter(([, def]) => def.info.presence === 'optional').map(([key, def]) => def.storedAs ?? key);
      expect(list(allowed).sort()).toEqual([...stored.filter((key) => key !== 'updatedAt'), 'createdAt'].filter((key, i, all) => all.indexOf(key) === i).sort());
      expect(list(required).sort()).toEqual(list(allowed).filter((key) => !optional.includes(key)).sort());
    },
  );

  it.each(staffWritten.map((entity) => [entity.collection, entity] as const))('%s: create checks every schema field', (collection, entity) => {
    const checks: Record<string, string> = { posts: 'function validPost()', jobvacancy: 'function validVacancy()', rates: 'function validRate()' };
    const rules = checks[collection] ? firestore.slice(firestore.indexOf(checks[collection])) : block(collection);
    for (const { key, info } of fieldsWrittenBy(entity, 'public')) expect(rules).toContain(fieldCheck(key, info));
  });
});
