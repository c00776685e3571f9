/**
 * @jest-environment node
 */
/**
 * The documentation stays navigable: every relative link in every Markdown
 * file of the repository points at a file that exists, every #anchor at a
 * heading of its target (slugs made as the repository host makes them), and
 * the README stays a short front door.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const README_MAX_LINES = 160;

/** Build output, reports and tool folders: never documentation of the repository. */
const skippedDirs = new Set(['node_modules', 'dist', 'coverage', 'reports', 'test-results', 'playwright-report', 'source-maps']);
const skippedPaths = new Set(['functions/lib']);

function markdownFiles(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(repoRoot, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || skippedDirs.has(entry.name) || skippedPaths.has(relative)) return [];
      return markdownFiles(full);
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The lines outside fenced code blocks, with their line numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  const result: { line: string; number: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) result.push({ line, number: index + 1 });
  });
  return result;
}

/** The anchor the repository host gives a heading (GitHub's slugger: lower case, punctuation dropped, each space a hyphen). */
function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image counts by its text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered -1, -2, …) and explicit HTML ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const [, id = ''] of line.matchAll(/<[a-z]+[^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(id);
  }
  return anchors;
}

/** The link targets of a Markdown text (inline links, images and reference definitions), outside code. */
function linksOf(text: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  for (const { line, number } of proseLines(text)) {
    const prose = line.replace(/(`+)[^`]*?\1/g, ''); // code spans are not links
    for (const [, target = ''] of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: target.replace(/^<|>$/g, ''), line: number });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose)?.[1];
    if (definition) links.push({ target: definition.replace(/^<|>$/g, ''), line: number });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Reads the repository's files (tests of the check give it files of their own). */
interface Files {
  read(file: string): string;
  kind(file: string): 'file' | 'directory' | null;
}

const repository: Files = {
  read: (file) => readFileSync(path.join(repoRoot, file), 'utf8'),
  kind(file) {
    try {
      return statSync(path.join(repoRoot, file)).isDirectory() ? 'directory' : 'file';
    } catch {
      return null;
    }
  },
};

/** The broken links of one Markdown file (repository-relative), each as "file:line → target (why)". */
function brokenLinks(file: string, files: Files = repository): string[] {
  const problems: string[] = [];
  for (const { target, line } of linksOf(files.read(file))) {
    if (isExternal(target)) continue;
    const [rawPath, fragment] = target.split('#', 2) as [string, string | undefined];
    const linkPath = decodeURIComponent(rawPath);
    const resolved =
      linkPath === ''
        ? file
        : path.posix.normalize(linkPath.startsWith('/') ? linkPath.slice(1) : path.posix.join(path.posix.dirname(file), linkPath)).replace(/\/$/, '');
    const where = `${file}:${line} → ${target}`;
    const kind = resolved.startsWith('..') ? null : files.kind(resolved);
    if (kind === null) {
      problems.push(`${where} (no such file)`);
      continue;
    }
    if (fragment === undefined || fragment === '') continue;
    if (kind !== 'file' || !resolved.endsWith('.md')) {
      problems.push(`${where} (an anchor into something that is not a Markdown file)`);
    } else if (!anchorsOf(files.read(resolved)).has(decodeURIComponent(fragment).toLowerCase())) {
      problems.push(`${where} (no heading with that anchor in ${resolved})`);
    }
  }
  return problems;
}

describe('heading anchors follow the repository host', () => {
  it.each([
    ['Quick start', 'quick-start'],
    ["The operator's job", 'the-operators-job'],
    ['Tools the scripts use, and why', 'tools-the-scripts-use-and-why'],
    ['`remotes.json` (beside the shell\'s `index.html`)', 'remotesjson-beside-the-shells-indexhtml'],
    ['Retention (`deleteExpiredApplicantsDaily`)', 'retention-deleteexpiredapplicantsdaily'],
    ['Test switch: `simulateFailures`', 'test-switch-simulatefailures'],
    ['0001. Emulators — not mocks', '0001-emulators--not-mocks'],
    ['**Bold** and [a link](x.md)', 'bold-and-a-link'],
  ])('"%s" is #%s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it('numbers repeats and skips "#" lines in code', () => {
    const anchors = anchorsOf('# Title\n## Tests\n```sh\n# not a heading\n```\n## Tests\n');
    expect([...anchors]).toEqual(['title', 'tests', 'tests-1']);
  });
});

describe('the link check', () => {
  const texts: Record<string, string> = {
    'docs/a.md':
      '# A\n## Part one\n[ok](b.md#b) [ok](#part-one) [ok](<../README.md>) [ok](decisions/) [web](https://example.com) `[code](nowhere.md)`\n' +
      '[gone](missing.md) [bad anchor](b.md#nope) [outside](../../elsewhere.md) [into a folder](decisions/#x)\n' +
      '[ref]: c.md\n```\n[in code](nowhere.md)\n```\n',
    'docs/b.md': '# B\n',
    'README.md': '# Readme\n',
  };
  const files: Files = {
    read: (file) => texts[file] ?? '',
    kind: (file) => (file in texts ? 'file' : file === 'docs/decisions' ? 'directory' : null),
  };

  it('reports only missing files and anchors', () => {
    expect(brokenLinks('docs/a.md', files)).toEqual([
      'docs/a.md:4 → missing.md (no such file)',
      'docs/a.md:4 → b.md#nope (no heading with that anchor in docs/b.md)',
      'docs/a.md:4 → ../../elsewhere.md (no such file)',
      'docs/a.md:4 → decisions/#x (an anchor into something that is not a Markdown file)',
      'docs/a.md:5 → c.md (no such file)',
    ]);
  });
});

describe('the documentation', () => {
  const files = markdownFiles();

  it('covers README, docs pages and package READMEs', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'shared-data/README.md']));
  });

  it('has no broken relative link or anchor', () => {
    expect(files.flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it(`keeps README.md to ${README_MAX_LINES} lines at most`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links every docs/ page from somewhere', () => {
    const linked = new Set(
      files.flatMap((file) =>
        linksOf(readFileSync(path.join(repoRoot, file), 'utf8'))
          .map(({ target }) => target.split('#')[0] ?? '')
          .filter((target) => target !== '' && !isExternal(target))
          .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(target)))),
      ),
    );
    expect(files.filter((file) => file.startsWith('docs/') && !linked.has(file))).toEqual([]);
  });
});
