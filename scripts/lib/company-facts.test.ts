/**
 * @jest-environment node
 */
/**
 * The company's contact facts (config/company.json): the sample values are
 * the local defaults, and a production build or deploy refuses them, naming
 * each. This file states the sample values on purpose (the one file besides
 * the config that may).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../..');
const facts = jest.requireActual<{
  sampleFacts: (config: unknown, file?: string) => string[];
  companyFactProblems: (config: unknown, options: { production: boolean }) => string[];
}>('./company-facts.cjs');

type Company = typeof real;

const sample = {
  legalName: 'SEAWAVE Logistics Private Limited',
  address: {
    lines: ['Office No. 000, Sample Business Park', 'Sector 00, Vashi', 'Navi Mumbai, Maharashtra 400703, India'],
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Sample+Business+Park%2C+Vashi%2C+Navi+Mumbai',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=72.98%2C19.06%2C73.02%2C19.09&layer=mapnik',
  },
  phones: [
    { label: '+91 00000 00001', tel: '+910000000001' },
    { label: '+91 00000 00002', tel: '+910000000002' },
  ],
  whatsappNumber: '910000000001',
  emails: { info: 'info@seawave.example.com', careers: 'careers@seawave.example.com' },
  social: {
    facebook: 'https://www.facebook.com/seawave.example',
    instagram: 'https://www.instagram.com/seawave.example',
    linkedin: 'https://www.linkedin.com/company/seawave-example',
  },
};

// Fictional but realistic: the phone numbers are from the UK's ranges kept for drama.
const real = {
  legalName: 'Tidewater Kestrel Freight Private Limited',
  address: {
    lines: ['Unit 14, Palm Beach Commercial Tower', 'Sector 17, Vashi', 'Navi Mumbai, Maharashtra 400703, India'],
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Palm+Beach+Commercial+Tower%2C+Vashi',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=72.99%2C19.06%2C73.01%2C19.08&layer=mapnik&marker=19.0745%2C72.9978',
  },
  phones: [
    { label: '+44 20 7946 0321', tel: '+442079460321' },
    { label: '+44 7700 900123', tel: '+447700900123' },
  ],
  whatsappNumber: '447700900123',
  emails: { info: 'hello@tidewaterkestrel-freight.in', careers: 'jobs@tidewaterkestrel-freight.in' },
  social: {
    facebook: 'https://www.facebook.com/tidewaterkestrel',
    instagram: 'https://www.instagram.com/tidewaterkestrel',
    linkedin: 'https://www.linkedin.com/company/tidewater-kestrel-freight',
  },
};

const withFact = (change: (company: Company) => void): Company => {
  const copy = structuredClone(real);
  change(copy);
  return copy;
};

describe('sample contact facts', () => {
  it('are named with file, key and fix', () => {
    const named = facts.sampleFacts(sample);
    expect(named).toContain(
      'config/company.json: "phones[0].tel" is the sample value "+910000000001" (its digits after the country code are zeros but the last); set the company\'s real number',
    );
    expect(named.map((message) => /"([^"]+)" is the sample value/.exec(message)?.[1])).toEqual([
      'address.lines[0]',
      'address.lines[1]',
      'address.mapsUrl',
      'address.mapEmbedUrl',
      'phones[0].label',
      'phones[0].tel',
      'phones[1].label',
      'phones[1].tel',
      'whatsappNumber',
      'emails.info',
      'emails.careers',
      'social.facebook',
      'social.instagram',
      'social.linkedin',
    ]);
  });

  it('are refused in production only', () => {
    expect(facts.companyFactProblems(sample, { production: true })).toHaveLength(14);
    expect(facts.companyFactProblems(sample, { production: false })).toEqual([]);
  });

  it('realistic facts pass', () => {
    expect(facts.companyFactProblems(real, { production: true })).toEqual([]);
  });

  it.each<[string, (company: Company) => void, string]>([
    ['an example domain', (c) => (c.emails.info = 'info@freight.example.org'), 'emails.info'],
    ['a domain reserved for tests', (c) => (c.emails.careers = 'jobs@tidewater.test'), 'emails.careers'],
    ["a page called 'example'", (c) => (c.social.instagram = 'https://www.instagram.com/example'), 'social.instagram'],
    ["'Sample' in an address", (c) => (c.address.lines[0] = 'Unit 4, Sample Tower'), 'address.lines[0]'],
    ['a number made of zeros', (c) => (c.address.lines[1] = 'Sector 000, Vashi'), 'address.lines[1]'],
    ['a number of zeros', (c) => (c.phones[1] = { label: '+44 0000 000012', tel: '+440000000012' }), 'phones[1].label'],
    ['a chat number of zeros', (c) => (c.whatsappNumber = '10000000009'), 'whatsappNumber'],
    ['a map marking no office', (c) => (c.address.mapEmbedUrl = 'https://www.openstreetmap.org/export/embed.html?bbox=72.98%2C19.06%2C73.02%2C19.09'), 'address.mapEmbedUrl'],
  ])('%s is a sample', (_, change, key) => {
    expect(facts.sampleFacts(withFact(change))[0]).toMatch(new RegExp(`^config/company.json: "${key.replace(/[[\]]/g, '\\$&')}" is the sample value`));
  });

  it('real numbers with zeros in them pass', () => {
    const company = withFact((c) => {
      c.phones[0] = { label: '+91 22 4000 0000', tel: '+912240000000' };
      c.address.lines[0] = 'Plot 100, Sector 30A, Building 0';
    });
    expect(facts.companyFactProblems(company, { production: true })).toEqual([]);
  });
});

describe('the shape of config/company.json', () => {
  it.each<[string, (company: Company) => void, string]>([
    ['a missing e-mail', (c) => delete (c.emails as Partial<Company['emails']>).careers, '"emails.careers" must be an e-mail address, got undefined'],
    ['a label and a number that differ', (c) => (c.phones[0] = { label: '+44 20 7946 0321', tel: '+442079460322' }), 'must be the same number'],
    ['a number with spaces', (c) => (c.whatsappNumber = '+44 7700 900123'), '"whatsappNumber" must be the chat number'],
    ['a town line without its PIN', (c) => (c.address.lines[2] = 'Navi Mumbai, India'), `"address.lines[2]" must be 'Town, Region PIN, Country'`],
    ['a map the security headers do not allow', (c) => (c.address.mapEmbedUrl = 'https://maps.example.net/embed?marker=1'), '"address.mapEmbedUrl" must be an https://www.openstreetmap.org'],
  ])('%s is refused, also outside production', (_, change, problem) => {
    expect(facts.companyFactProblems(withFact(change), { production: false })).toEqual([expect.stringContaining(problem)]);
  });
});

describe('the production check as a command', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'company-facts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const node = (args: string[]) => spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 30_000 });
  const configFile = (company: unknown) => {
    const file = join(dir, 'company.json');
    writeFileSync(file, JSON.stringify(company));
    return file;
  };

  it('refuses sample facts by name, passes real ones', () => {
    const refused = node([join(repoRoot, 'scripts/check-company-facts.mjs'), '--config', configFile(sample)]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.match(/is the sample value/g)).toHaveLength(14);
    expect(refused.stderr).toContain('"social.linkedin" is the sample value "https://www.linkedin.com/company/seawave-example"');

    const passed = node([join(repoRoot, 'scripts/check-company-facts.mjs'), '--config', configFile(real)]);
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });

  /** A copy of the scripts and what they read, with this config and site origin. */
  function scriptsWith(company: unknown, siteOrigin: string) {
    for (const folder of ['scripts', 'tooling']) cpSync(join(repoRoot, folder), join(dir, folder), { recursive: true });
    mkdirSync(join(dir, 'config'));
    writeFileSync(join(dir, 'config/company.json'), JSON.stringify(company));
    writeFileSync(join(dir, 'config/site.json'), JSON.stringify({ siteOrigin }));
    copyFileSync(join(repoRoot, '.firebaserc'), join(dir, '.firebaserc'));
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return join(dir, 'scripts');
  }
  const buildScriptWith = (company: unknown, siteOrigin: string) => join(scriptsWith(company, siteOrigin), 'build.mjs');

  it('a production build fails early on sample facts', () => {
    const build = node([buildScriptWith(sample, 'http://localhost:3000'), '--production']);
    expect(build.status).toBe(1);
    expect(build.stderr.match(/is the sample value/g)).toHaveLength(14);
    expect(build.stderr).toContain('nothing was built');
    expect(build.stdout).not.toMatch(/lerna/i);
  });

  it('a public site origin means a production build', () => {
    const build = node([buildScriptWith(sample, 'https://www.tidewaterkestrel-freight.in')]);
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('"emails.info" is the sample value');
  });

  it('a production build passes with real facts', () => {
    // An unknown container stops the build right after the check, before webpack.
    const build = node([buildScriptWith(real, 'https://www.tidewaterkestrel-freight.in'), '--production', '--only', 'no-such-container']);
    expect(build.stderr).not.toContain('config/company.json');
    expect(build.stderr).toContain('Unknown container no-such-container');
  });

  it('the local build takes the sample facts', () => {
    const build = node([buildScriptWith(sample, 'http://localhost:3000'), '--only', 'no-such-container']);
    expect(build.stderr).not.toContain('config/company.json');
    expect(build.stderr).toContain('Unknown container no-such-container');
  });

  it('a release refuses sample facts before credentials', () => {
    const release = spawnSync(process.execPath, [join(scriptsWith(sample, 'http://localhost:3000'), 'release.mjs'), 'release', 'mfe-blog', '--production'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SEAWAVE_HOSTING_TOKEN: '' },
    });
    expect(release.stderr.match(/is the sample value/g)).toHaveLength(14);
    expect(release.stderr).toContain('nothing was released');
    expect(release.stderr).not.toContain('credential');
    expect(release.status).toBe(1);
  });
});
