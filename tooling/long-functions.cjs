// @ts-check
/**
 * Lists the product functions longer than a bound, nested functions included.
 *   node tooling/long-functions.cjs [bound]   (100 unless given)
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.resolve(__dirname, '..');

/** @param {string} file */
function isProductSource(file) {
  return (
    /\.(ts|tsx|mjs|cjs|js)$/.test(file) &&
    !/\.test\.|\.d\.ts$|\.generated\./.test(file) &&
    !/(^|\/)(testing|tests|e2e|__fixtures__|fixtures|jest)\//.test(file) &&
    !/(^|\/)(dist|node_modules)\//.test(file) &&
    !/^functions\/lib\//.test(file) &&
    !/(^|\/)test-support\.ts$/.test(file)
  );
}

/** @returns {string[]} */
function productSources() {
  return execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && isProductSource(file));
}

/**
 * The declared name, else what receives the function: the name a reader looks for.
 * @param {ts.Node} node @param {ts.SourceFile} source
 * @returns {string}
 */
function functionName(node, source) {
  const named = /** @type {{ name?: ts.Node }} */ (node).name;
  if (named && !ts.isComputedPropertyName(named)) return named.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `${functionName(parent, source)}(…)`;
  if (ts.isExportAssignment(parent)) return 'default';
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
    return functionName(parent, source);
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(source);
    return callee.length > 40 ? `${callee.slice(0, 40)}…` : callee;
  }
  return '(anonymous)';
}

/**
 * @param {ts.Node} node @param {ts.SourceFile} source
 */
function codeLines(node, source) {
  /** @type {Set<number>} */
  const lines = new Set();
  /** @param {ts.Node} child */
  const visit = (child) => {
    if (child.kind >= ts.SyntaxKind.FirstJSDocNode && child.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = child.getChildren(source);
    if (children.length > 0 && child.kind !== ts.SyntaxKind.JsxText) {
      children.forEach(visit);
      return;
    }
    const text = child.getText(source);
    const start = child.getStart(source);
    text.split('\n').forEach((line, i) => {
      if (line.trim()) lines.add(source.getLineAndCharacterOfPosition(start).line + i);
    });
  };
  visit(node);
  return lines.size;
}

/** @param {string} text @param {string} file @param {number} bound */
function longFunctionsIn(text, file, bound) {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(mjs|cjs|js)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{ file: string; name: string; line: number; lines: number }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = codeLines(node, source);
      if (lines > bound) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, name: functionName(node, source), line, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @param {number} [bound] */
function longFunctions(bound = 100) {
  return productSources()
    .flatMap((file) => longFunctionsIn(readFileSync(path.join(repoRoot, file), 'utf8'), file, bound))
    .sort((a, b) => b.lines - a.lines);
}

module.exports = { isProductSource, longFunctions, longFunctionsIn };

if (require.main === module) {
  const bound = Number(process.argv[2] ?? 100);
  const found = longFunctions(bound);
  for (const f of found) process.stdout.write(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}\n`);
  process.stdout.write(`${found.length} functions over ${bound} lines\n`);
}
