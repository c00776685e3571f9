/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import contacts from '../../../config/company.json';
import { chatUrl, company } from './company';

const repoRoot = path.resolve(__dirname, '../../..');
const configFile = 'config/company.json';
/** The check's own test states the sample values on purpose. */
const statesSamplesOnPurpose = ['scripts/lib/company-facts.test.ts'];

const factsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(factsOf) : typeof value === 'object' && value !== null ? Object.values(value).flatMap(factsOf) : [];

const { $comment: _comment, ...facts } = contacts;

/** Every file of the repository (committed or not), but the config itself and binary pictures and videos. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && file !== configFile && !statesSamplesOnPurpose.includes(file))
    .filter((file) => !/\.(png|jpe?g|webp|gif|ico|mp4|webm|woff2?)$/.test(file));
}

const readText = (file: string): string => {
  try {
    return readFileSync(path.join(repoRoot, file), 'latin1');
  } catch {
    return ''; // listed but deleted in the work tree
  }
};

describe('company', () => {
  it('takes its contact facts from config/company.json', () => {
    expect(company).toMatchObject({
      legalName: contacts.legalName,
      address: contacts.address,
      phones: contacts.phones,
      whatsappNumber: contacts.whatsappNumber,
      emails: contacts.emails,
      social: contacts.social,
    });
    expect(chatUrl()).toBe(`https://wa.me/${contacts.whatsappNumber}?text=Hello!%20I%20am%20interested%20in%20learning%20more%20about%20your%20services.`);
  });
});

describe('the contact facts', () => {
  const files = repositoryFiles();

  it('are stated in no file but config/company.json', () => {
    const values = factsOf(facts);
    const statedElsewhere = files.flatMap((file) => {
      const text = readText(file);
      return values.filter((value) => text.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(statedElsewhere).toEqual([]);
  });

  it('no shipped code states its own contacts', () => {
    const shipped = files.filter(
      (file) => /^(shared-ui|shared-data|shell|mfe-[a-z]+|functions)\/(src|public)\//.test(file) && !/\.test\.|\/testing\//.test(file),
    );
    const contactLike = /\+\d{1,3}[ -]?\(?\d[\d ()-]{6,}\d|wa\.me\/\d+|[\w.%+-]+@[\w-]+(\.[\w-]+)+/g;
    // Not the company's: a form's hint, examples in comments, the search refresh's probe text.
    const allowed = ['name@company.com', 'x@example.com', 'x@y.com', 'z@w.com', '+91 (98765) 43-210'];
    const found = shipped.flatMap((file) => (readText(file).match(contactLike) ?? []).filter((text) => !allowed.includes(text)).map((text) => `${file}: ${text}`));
    expect(found).toEqual([]);
  });
});
