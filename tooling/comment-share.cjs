// @ts-check
/**
 * The share of product-code lines that are only prose comment. `leftOut` names what is not product code.
 * Comments tools read are code: directives and the JSDoc types of the .mjs and .cjs files.
 *
 *   node tooling/comment-share.cjs [folder…]          the share, by folder, and the files with the most comment lines
 *   node tooling/comment-share.cjs --same-code-as REV  fails when a product file's code (comments aside) differs from REV
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.resolve(__dirname, '..');

const source = /\.(ts|tsx|mjs|cjs|js)$/;

const leftOut = [
  { name: 'tests', pattern: /\.test\./ },
  { name: 'type declarations', pattern: /\.d\.ts$/ },
  { name: 'generated files', pattern: /\.generated\./ },
  { name: 'test helpers and fixtures', pattern: /(^|\/)(testing|tests|e2e|__fixtures__|fixtures|jest)\// },
  { name: 'build output', pattern: /(^|\/)(dist|node_modules)\/|^functions\/lib\// },
];

/** @param {string} file */
function leftOutBy(file) {
  return leftOut.find((rule) => rule.pattern.test(file))?.name;
}

/** @param {string} file */
function isProductCode(file) {
  return source.test(file) && leftOutBy(file) === undefined;
}

/** @returns {string[]} */
function sourceFiles() {
  return execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && source.test(file));
}

function leftOutCounts() {
  /** @type {Map<string, number>} */
  const counts = new Map(leftOut.map((rule) => [rule.name, 0]));
  for (const file of sourceFiles()) {
    const name = leftOutBy(file);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** @returns {string[]} */
function productFiles() {
  return sourceFiles().filter(isProductCode);
}

const machineRead = [
  /^@ts-(check|nocheck|expect-error|ignore)\b/,
  /^eslint(-disable|-enable)?(-next-line|-line)?\b/,
  /^(global|prettier-ignore|istanbul ignore|c8 ignore|@vite-ignore|[#@]__PURE__)\b/,
  /^webpack[A-Z]\w*:/,
  /^@jest-environment\b/,
  /^@(type|satisfies)\s*\{.*\}$/,
  /^@(param|property|prop|arg)\s*\{.*\}\s*\[?[\w.$]+(=[^\]]*)?\]?$/,
  /^@returns?\s*\{.*\}$/,
  /^@(typedef|callback|template|import|overload|enum|this|extends|implements)\b/,
];

/** @param {string} line */
function isMachineRead(line) {
  const cleaned = line
    .replace(/\*+\/\s*$/, '')
    .replace(/^\s*(\/\/+|\/\*+|\*+)/, '')
    .trim();
  return cleaned === '' || machineRead.some((pattern) => pattern.test(cleaned));
}

/**
 * Which lines of one comment tools read. A JSDoc type that opens on a tag's
 * line and closes lines later is a type all along.
 * @param {string[]} lines
 */
function machineReadLines(lines) {
  let depth = 0;
  return lines.map((line) => {
    const cleaned = line.replace(/^\s*(\/\/+|\/\*+|\*+)/, '');
    const typeGoesOn = depth > 0;
    const opensType = !typeGoesOn && /^\s*@(type|typedef|param|property|prop|returns?|satisfies|callback|template)\s*\{/.test(cleaned);
    if (typeGoesOn || opensType) {
      for (const char of cleaned) depth += char === '{' ? 1 : char === '}' ? -1 : 0;
      depth = Math.max(depth, 0);
      return typeGoesOn || depth > 0 || isMachineRead(line);
    }
    return isMachineRead(line);
  });
}

/** @param {string} text @param {string} fileName */
function parse(text, fileName) {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.(mjs|cjs|js)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
}

/** @param {string} text @param {string} fileName */
function countLines(text, fileName) {
  const source = parse(text, fileName);
  /** Each character inside a comment: 1 prose, 2 read by a tool. */
  const inComment = new Uint8Array(text.length);
  const seen = new Set();
  /** @param {ts.CommentRange[] | undefined} ranges */
  const mark = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const lines = text.slice(range.pos, range.end).split('\n');
      const readByTools = machineReadLines(lines);
      const prose = readByTools.some((read) => !read);
      let at = range.pos;
      lines.forEach((line, index) => {
        const read = readByTools[index];
        inComment.fill(prose && !read ? 1 : 2, at, at + line.length);
        // The markers of a prose block belong to the prose.
        if (prose && read && /^\s*(\/\*+|\*+\/)\s*$/.test(line)) inComment.fill(1, at, at + line.length);
        at += line.length + 1;
      });
    }
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    mark(ts.getLeadingCommentRanges(text, node.pos));
    mark(ts.getTrailingCommentRanges(text, node.end));
    // JSX text holds no comments, and its `//` (a link's text) is not one.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // `{/* … */}`: the braces belong to the comment.
    if (ts.isJsxExpression(node) && !node.expression) {
      const inner = text.slice(node.getStart(source) + 1, node.end - 1);
      if (inner.trim()) inComment.fill(inner.split('\n').every(isMachineRead) ? 2 : 1, node.getStart(source), node.end);
      return;
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let nonBlank = 0;
  let comment = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (!line.trim()) continue;
    nonBlank += 1;
    let code = false;
    let prose = false;
    for (let i = 0; i < line.length && !code; i += 1) {
      if (/\s/.test(line[i] ?? '')) continue;
      const mark = inComment[start + i];
      if (mark === 1) prose = true;
      else if (mark !== 1 && mark !== 2) code = true;
    }
    if (prose && !code) comment += 1;
  }
  return { nonBlank, comment };
}

/** @param {string} text @param {string} fileName */
function codeTokens(text, fileName) {
  const source = parse(text, fileName);
  /** @type {string[]} */
  const tokens = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    // The parser hangs JSDoc blocks on the declarations they document: they are comments here.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (ts.isJsxExpression(node) && !node.expression) return;
    if (node.kind === ts.SyntaxKind.JsxText) {
      const folded = node
        .getText(source)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
      if (folded) tokens.push(folded);
      return;
    }
    const children = node.getChildren(source);
    if (children.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken && node.kind !== ts.SyntaxKind.SyntaxList) tokens.push(node.getText(source));
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return tokens;
}

/** @param {string} rev */
function codeChangedSince(rev) {
  return productFiles().filter((file) => {
    let before;
    try {
      before = execFileSync('git', ['show', `${rev}:${file}`], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 });
    } catch {
      return false;
    }
    const after = readFileSync(path.join(repoRoot, file), 'utf8');
    return codeTokens(before, file).join('\u0000') !== codeTokens(after, file).join('\u0000');
  });
}

/** @param {readonly string[]} [under] */
function commentShare(under = []) {
  const files = productFiles()
    .filter((file) => under.length === 0 || under.some((prefix) => file === prefix || file.startsWith(prefix.replace(/\/?$/, '/'))))
    .map((file) => ({ file, ...countLines(readFileSync(path.join(repoRoot, file), 'utf8'), file) }));
  const nonBlank = files.reduce((sum, f) => sum + f.nonBlank, 0);
  const comment = files.reduce((sum, f) => sum + f.comment, 0);
  return { files, nonBlank, comment, share: nonBlank ? comment / nonBlank : 0 };
}

module.exports = { codeTokens, commentShare, countLines, isProductCode, leftOutBy, leftOutCounts };

const sameCodeArg = process.argv.indexOf('--same-code-as');
if (require.main === module && sameCodeArg >= 0) {
  const changed = codeChangedSince(process.argv[sameCodeArg + 1] ?? 'HEAD');
  for (const file of changed) process.stdout.write(`code changed: ${file}\n`);
  process.stdout.write(changed.length ? `${changed.length} files changed beyond their comments\n` : 'only comments changed\n');
  process.exitCode = changed.length ? 1 : 0;
} else if (require.main === module) {
  const { files, nonBlank, comment, share } = commentShare(process.argv.slice(2));
  const out = [`${comment} comment lines of ${nonBlank} non-blank lines in ${files.length} files: ${(share * 100).toFixed(1)} %`];
  const byPackage = new Map();
  for (const f of files) {
    const top = f.file.split('/')[0] ?? '';
    const sum = byPackage.get(top) ?? { nonBlank: 0, comment: 0 };
    byPackage.set(top, { nonBlank: sum.nonBlank + f.nonBlank, comment: sum.comment + f.comment });
  }
  for (const [top, sum] of [...byPackage].sort((a, b) => b[1].comment - a[1].comment)) {
    out.push(`  ${top.padEnd(20)} ${String(sum.comment).padStart(5)} / ${String(sum.nonBlank).padStart(6)}  ${((sum.comment / sum.nonBlank) * 100).toFixed(1)} %`);
  }
  for (const f of [...files].sort((a, b) => b.comment - a.comment).slice(0, 10)) out.push(`  ${String(f.comment).padStart(4)}  ${f.file}`);
  out.push('left out (source files):');
  for (const [name, count] of leftOutCounts()) out.push(`  ${String(count).padStart(4)}  ${name}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
