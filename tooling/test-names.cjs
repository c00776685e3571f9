// @ts-check
/**
 * Test names in words: a name states the behaviour briefly, the body shows the detail. Counts the titles of
 * `test(…)` and `it(…)` (with .each, .skip, .only, .fixme); describe titles are left out, a `${…}` counts as a word.
 *   node tooling/test-names.cjs [words]   lists the names over `words` (14 unless given) and the figures
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.resolve(__dirname, '..');

/** @returns {string[]} */
function testFiles() {
  return execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(test|spec)\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/(^|\/)__fixtures__\//.test(file));
}

/**
 * `it`, `test`, `test.skip`, `it.each(table)`: the call whose first argument is a test's title.
 * @param {ts.Expression} callee @returns {boolean}
 */
function isTestCallee(callee) {
  if (ts.isCallExpression(callee)) return isTestCallee(callee.expression);
  if (ts.isIdentifier(callee)) return callee.text === 'it' || callee.text === 'test';
  if (ts.isPropertyAccessExpression(callee)) {
    return ['each', 'skip', 'only', 'fixme', 'failing', 'concurrent'].includes(callee.name.text) && isTestCallee(callee.expression);
  }
  if (ts.isTaggedTemplateExpression(callee)) return isTestCallee(callee.tag);
  return false;
}

/** @param {ts.Expression} node @returns {string | undefined} */
function titleText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => `\${…}${span.literal.text}`)].join('');
  }
  return undefined;
}

/** @param {string} title */
const wordCount = (title) => title.split(/\s+/).filter(Boolean).length;

/**
 * @param {string} text @param {string} file
 * @returns {{ file: string; line: number; title: string; words: number }[]}
 */
function testNamesIn(text, file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{ file: string; line: number; title: string; words: number }[]} */
  const names = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && isTestCallee(node.expression) && node.arguments[0]) {
      const title = titleText(node.arguments[0]);
      if (title !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        names.push({ file, line, title, words: wordCount(title) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function testNames() {
  return testFiles().flatMap((file) => testNamesIn(readFileSync(path.join(repoRoot, file), 'utf8'), file));
}

/** @param {number[]} values @param {number} share */
function quantile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** @param {{ words: number }[]} names */
function figures(names) {
  const words = names.map((name) => name.words);
  return { tests: names.length, median: quantile(words, 0.5), p90: quantile(words, 0.9), max: Math.max(0, ...words) };
}

module.exports = { figures, testNames, testNamesIn, wordCount };

if (require.main === module) {
  const bound = Number(process.argv[2] ?? 14);
  const names = testNames();
  for (const name of names.filter((n) => n.words > bound).sort((a, b) => b.words - a.words)) {
    console.log(`${name.words}\t${name.file}:${name.line}\t${name.title}`);
  }
  const { tests, median, p90, max } = figures(names);
  console.log(`${tests} test names: median ${median} words, 90th percentile ${p90}, longest ${max}`);
}
