/**
 * Every name imported from "react-router-dom" anywhere in the site must be
 * exported by the slim module the containers share in its place; otherwise
 * it would be undefined at runtime in the composed site (jest would not see
 * it, because tests use the real package).
 * @jest-environment node
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const slim = fs.readFileSync(path.join(__dirname, 'react-router-dom.slim.mjs'), 'utf8');
const exported = new Set(
  (slim.match(/export \{([^}]+)\}/)?.[1] ?? '').split(',').map((name) => name.trim()).filter(Boolean),
);

// The shell's server renderer runs only in its Node build, which bundles
// react-router once (the same module the slim re-export imports); its
// StaticRouter is not part of the browser's shared router.
const nodeOnly = path.join(root, 'shell', 'src', 'server');

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (full === nodeOnly) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) out.push(full);
  }
  return out;
}

test('the slim router exports every name imported', () => {
  const containers = ['shared-ui', 'shared-data', ...require('../containers.cjs').containers.map((c) => c.dir)];
  const missing = [];
  for (const dir of containers) {
    for (const file of sourceFiles(path.join(root, dir, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(-dom)?'/g)) {
        if (match[1]) continue; // type-only import
        for (const raw of (match[2] ?? '').split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          const name = (spec.split(/\s+as\s+/)[0] ?? '').trim();
          if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
});

test('no source imports react-router directly', () => {
  const offenders = [];
  for (const dir of ['shell', 'shared-ui', 'shared-data', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-'))]) {
    for (const file of sourceFiles(path.join(root, dir, 'src'))) {
      if (/from\s+'react-router(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
    }
  }
  expect(offenders).toEqual([]);
});
