#!/usr/bin/env node
// @ts-check
// Refuses the sample contact facts of config/company.json, naming each: run by a production build and before every
// deploy (firebase.json's predeploy hooks). Usage: node scripts/check-company-facts.mjs [--config <file>]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import companyFacts from './lib/company-facts.cjs';

/**
 * @param {{ file?: string, log?: (line: string) => void }} [options]
 * @returns {boolean}
 */
export function checkCompanyFacts({ file, log = console.error } = {}) {
  const problems = companyFacts.checkCompanyFile({ production: true, ...(file ? { file } : {}) });
  for (const problem of problems) log(`✖ ${problem}`);
  if (problems.length > 0) log(`The company's contact facts are not ready for production: set them in ${companyFacts.companyFile} (docs/operations.md).`);
  return problems.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log('Usage: node scripts/check-company-facts.mjs [--config <file>]   (default: config/company.json)');
    process.exit(0);
  }
  const at = argv.indexOf('--config');
  const file = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && !file) {
    console.error('--config needs a file, e.g. --config config/company.json');
    process.exit(2);
  }
  const ok = checkCompanyFacts(file ? { file: resolve(file) } : {});
  if (ok) console.log(`${file ?? companyFacts.companyFile}: the company's contact facts are set (no sample value)`);
  process.exit(ok ? 0 : 1);
}
