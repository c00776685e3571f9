// @ts-check
// The company's contact facts (config/company.json): a valid file's shape, and which values are samples.
// Samples are the local defaults; a production build and every deploy refuse them.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const companyFile = 'config/company.json';

/** @typedef {'text' | 'phone' | 'email' | 'url' | 'map'} FactKind */
/** @typedef {{ path: string, kind: FactKind, value: unknown }} Fact */

/**
 * @type {Record<string, string>}
 */
const advice = {
  legalName: "set the company's registered name",
  'address.lines': "set the office's real address",
  'address.mapsUrl': "link to the office's real address",
  'address.mapEmbedUrl': "embed a map with a marker on the real office (OpenStreetMap: Share > HTML with 'Include marker')",
  phones: "set the company's real number",
  whatsappNumber: "set the company's real chat number",
  emails: "set the company's real e-mail address",
  social: "link to the company's real page",
};

/** @param {string} where */
const adviceFor = (where) => advice[Object.keys(advice).filter((key) => where.startsWith(key)).sort((a, b) => b.length - a.length)[0] ?? ''] ?? 'set the real value';

/**
 * How a sample is recognised, declared once: reserved example names (RFC 2606), 'Sample', numbers of zeros.
 * @type {{ kinds: FactKind[], test: (text: string) => boolean, reason: string }[]}
 */
const sampleMarks = [
  {
    kinds: ['text', 'email', 'url', 'map'],
    test: (text) => /(^|[^a-z0-9])example([^a-z0-9]|$)/i.test(decoded(text)),
    reason: 'it names the reserved example domain',
  },
  {
    kinds: ['email', 'url', 'map'],
    test: (text) => /\.(test|invalid|localhost)(?=$|[/:?#])/i.test(hostPart(text)),
    reason: 'its domain is reserved for tests',
  },
  { kinds: ['text', 'email', 'url', 'map'], test: (text) => /\bsample\b/i.test(decoded(text)), reason: "it says 'Sample'" },
  // A number of zeros is no house, office or sector number ('No. 000').
  { kinds: ['text'], test: (text) => /(^|[^\w.])0{2,}(?![\w.])/.test(text), reason: 'it has a number made of zeros' },
  // After a country code of 1 to 3 digits, nothing but zeros and at most two last digits.
  { kinds: ['phone'], test: (text) => /^\d{1,3}0{6,}\d{0,2}$/.test(text.replace(/\D/g, '')), reason: 'its digits after the country code are zeros but the last' },
  // An OpenStreetMap embed without a marker shows an area, not the office.
  { kinds: ['map'], test: (text) => !/[?&]marker=/.test(text), reason: 'it marks no office on the map' },
];

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The host of a URL, or the domain of an e-mail address. @param {string} text */
function hostPart(text) {
  if (/^[^@\s]+@/.test(text)) return text.slice(text.lastIndexOf('@') + 1);
  try {
    return new URL(text).hostname;
  } catch {
    return text;
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value */
const isHttps = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Every fact with its kind, and what is wrong with the shape. json-ld.ts reads the third address line as
 * 'Town, Region PIN, Country'.
 * @param {unknown} config
 * @returns {{ facts: Fact[], problems: string[] }}
 */
function readFacts(config) {
  /** @type {Fact[]} */
  const facts = [];
  /** @type {string[]} */
  const problems = [];
  const root = isObject(config) ? config : {};
  if (!isObject(config)) problems.push('the file must hold one JSON object');

  /** @param {string} where @param {FactKind} kind @param {unknown} value @param {(value: string) => boolean} valid @param {string} expected */
  const fact = (where, kind, value, valid, expected) => {
    if (typeof value !== 'string' || !valid(value)) problems.push(`"${where}" must be ${expected}, got ${JSON.stringify(value)}`);
    else facts.push({ path: where, kind, value });
  };
  /** @param {string} where @param {unknown} value */
  const object = (where, value) => {
    if (isObject(value)) return value;
    problems.push(`"${where}" must be an object, got ${JSON.stringify(value)}`);
    return {};
  };
  const someText = (/** @type {string} */ value) => value.trim() !== '';

  fact('legalName', 'text', root.legalName, someText, 'the company\'s legal name');

  const address = object('address', root.address);
  const lines = Array.isArray(address.lines) ? address.lines : [];
  if (!Array.isArray(address.lines) || lines.length !== 3) {
    problems.push(`"address.lines" must be three lines (street, area, 'Town, Region PIN, Country'), got ${JSON.stringify(address.lines)}`);
  }
  lines.forEach((line, i) =>
    fact(`address.lines[${i}]`, 'text', line, i === 2 ? (text) => /^.+, .+ \d{6}, .+$/.test(text) : someText, i === 2 ? "'Town, Region PIN, Country'" : 'an address line'),
  );
  fact('address.mapsUrl', 'url', address.mapsUrl, isHttps, 'an https:// link to a maps service');
  fact('address.mapEmbedUrl', 'map', address.mapEmbedUrl, (url) => isHttps(url) && new URL(url).hostname === 'www.openstreetmap.org', 'an https://www.openstreetmap.org/export/embed.html?… map (the only map the security headers allow)');

  if (!Array.isArray(root.phones) || root.phones.length === 0) problems.push(`"phones" must list at least one number, got ${JSON.stringify(root.phones)}`);
  (Array.isArray(root.phones) ? root.phones : []).forEach((/** @type {unknown} */ phone, i) => {
    const entry = object(`phones[${i}]`, phone);
    fact(`phones[${i}].label`, 'phone', entry.label, (label) => /\d/.test(label), 'the number as printed');
    fact(`phones[${i}].tel`, 'phone', entry.tel, (tel) => /^\+\d{6,15}$/.test(tel), 'the number as dialled, + and digits');
    if (typeof entry.label === 'string' && typeof entry.tel === 'string' && entry.label.replace(/\D/g, '') !== entry.tel.replace(/\D/g, '')) {
      problems.push(`"phones[${i}].label" (${JSON.stringify(entry.label)}) and "phones[${i}].tel" (${JSON.stringify(entry.tel)}) must be the same number`);
    }
  });
  fact('whatsappNumber', 'phone', root.whatsappNumber, (number) => /^\d{6,15}$/.test(number), 'the chat number: country code and number, digits only');

  const emails = object('emails', root.emails);
  for (const key of ['info', 'careers']) {
    fact(`emails.${key}`, 'email', emails[key], (email) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email), 'an e-mail address');
  }
  const social = object('social', root.social);
  for (const key of ['facebook', 'instagram', 'linkedin']) fact(`social.${key}`, 'url', social[key], isHttps, 'an https:// link');
  return { facts, problems };
}

/**
 * @param {unknown} config
 * @param {string} [file]
 * @returns {string[]}
 */
function sampleFacts(config, file = companyFile) {
  return readFacts(config).facts.flatMap(({ path: where, kind, value }) => {
    const mark = sampleMarks.find((m) => m.kinds.includes(kind) && m.test(String(value)));
    return mark ? [`${file}: "${where}" is the sample value ${JSON.stringify(value)} (${mark.reason}); ${adviceFor(where)}`] : [];
  });
}

/**
 * What keeps the file from being built: its shape always; its sample values too in production.
 * @param {unknown} config
 * @param {{ production: boolean, file?: string }} options
 * @returns {string[]}
 */
function companyFactProblems(config, { production, file = companyFile }) {
  const shape = readFacts(config).problems.map((problem) => `${file}: ${problem}`);
  return production ? [...shape, ...sampleFacts(config, file)] : shape;
}

/**
 * @param {{ production: boolean, file?: string }} options
 * @returns {string[]}
 */
function checkCompanyFile({ production, file = path.join(repoRoot, companyFile) }) {
  const shown = path.relative(repoRoot, file).startsWith('..') ? file : path.relative(repoRoot, file);
  let config;
  try {
    config = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${shown}: cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  return companyFactProblems(config, { production, file: shown });
}

module.exports = { companyFile, sampleMarks, readFacts, sampleFacts, companyFactProblems, checkCompanyFile };
