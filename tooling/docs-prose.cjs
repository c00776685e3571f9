// @ts-check
// The docs' median sentence length in words, and colons and semicolons per 100 words. Prose is paragraphs and
// list items; code blocks, headings and tables are left out.   node tooling/docs-prose.cjs [file…]
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** @param {string} dir @returns {string[]} */
function markdownUnder(dir) {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return markdownUnder(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    })
    .sort();
}

/**
 * @param {string} text
 */
function proseBlocks(text) {
  /** @type {string[]} */
  const blocks = [];
  /** @type {string[]} */
  let current = [];
  let fence = '';
  const flush = () => {
    if (current.length) blocks.push(current.join(' '));
    current = [];
  };
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      flush();
      fence = fence ? '' : marker;
      continue;
    }
    if (fence) continue;
    const trimmed = line.trim();
    if (!trimmed || /^#{1,6}\s/.test(trimmed) || trimmed.startsWith('|') || /^<[^>]+>$/.test(trimmed) || /^\[[^\]]+\]:/.test(trimmed)) {
      flush();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(trimmed);
    if (item) {
      flush();
      current.push(item[1] ?? '');
    } else {
      current.push(trimmed.replace(/^>\s?/, ''));
    }
  }
  flush();
  return blocks;
}

/**
 * A code span counts as one word, a link as its text.
 * @param {string} block
 */
function plain(block) {
  return block
    .replace(/`[^`]*`/g, 'code')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_(?=\w)|(?<=\w)_)/g, '');
}

/**
 * "e.g." and "i.e." end no sentence.
 * @param {string} block
 */
function sentences(block) {
  return plain(block)
    .replace(/\b(e\.g|i\.e|etc|vs|cf)\./gi, '$1')
    .split(/(?<=[.!?])["')]?\s+(?=["'(\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordCount(sentence) > 0);
}

/** @param {string} text */
function wordCount(text) {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** @param {number[]} values */
function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @param {readonly string[]} texts
 */
function proseFigures(texts) {
  const all = texts.flatMap((text) => proseBlocks(text).flatMap(sentences));
  const lengths = all.map(wordCount);
  const words = lengths.reduce((sum, n) => sum + n, 0);
  const marks = all.reduce((sum, sentence) => sum + (sentence.match(/[:;](?=\s|$)/g) ?? []).length, 0);
  return {
    sentences: all.length,
    words,
    medianWords: median(lengths),
    colonsPer100Words: words ? (marks / words) * 100 : 0,
    longest: [...all].sort((a, b) => wordCount(b) - wordCount(a)).slice(0, 5),
  };
}

/** @param {readonly string[]} files */
function figuresOf(files) {
  return proseFigures(files.map((file) => readFileSync(path.join(repoRoot, file), 'utf8')));
}

const docsFiles = () => markdownUnder('docs');

const packageReadmes = () =>
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules' && existsSync(path.join(repoRoot, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`)
    .sort();

module.exports = { docsFiles, figuresOf, proseBlocks, proseFigures, sentences, wordCount };

if (require.main === module) {
  const given = process.argv.slice(2);
  /** @param {string} name @param {ReturnType<typeof figuresOf>} f */
  const line = (name, f) =>
    `${name.padEnd(34)} ${String(f.sentences).padStart(5)} sentences  median ${String(f.medianWords).padStart(4)} words  ${f.colonsPer100Words.toFixed(1).padStart(4)} :; per 100 words\n`;
  const files = given.length ? given : docsFiles();
  const rows = given.length ? [] : [line('docs/ (all pages)', figuresOf(files)), ...['README.md', ...packageReadmes()].map((file) => line(file, figuresOf([file])))];
  process.stdout.write([...rows, ...files.map((file) => line(file, figuresOf([file])))].join(''));
}
