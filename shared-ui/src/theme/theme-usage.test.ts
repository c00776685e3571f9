/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The theme is the only place that names a colour or writes a media query,
 * and components read it one way (`useTheme()`). These checks scan the
 * application code of every package (`<package>/src/**\/*.ts(x)`), except the
 * theme file itself and the tests. Picture files (`*.svg`, `*.png`, …) are
 * assets drawn with their own colours; they are not code and are not scanned.
 */
const repoRoot = join(__dirname, '..', '..', '..');
const { containers } = jest.requireActual<{ containers: { dir: string }[] }>('../../../tooling/containers.cjs');
const packages = ['shared-ui', 'shared-data', ...containers.map((c) => c.dir)];
const themeFile = 'shared-ui/src/theme/theme.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Comments may talk about colours ("the white heading"); only code counts. Line numbers are kept. */
function withoutComments(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (match, before: string) => before + blank(match.slice(before.length)));
}

const files = packages
  .flatMap((pkg) => sourceFiles(join(repoRoot, pkg, 'src')))
  .map((path) => ({ path: relative(repoRoot, path).split('\\').join('/'), code: withoutComments(readFileSync(path, 'utf8')) }))
  .filter((file) => file.path !== themeFile);

function findAll(pattern: RegExp, accept: (match: RegExpExecArray) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const { path, code } of files) {
    for (const match of code.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
      if (!accept(match)) continue;
      const line = code.slice(0, match.index).split('\n').length;
      found.push(`${path}:${line}: ${match[0].trim()}`);
    }
  }
  return found;
}

// CSS named colours (CSS Color 4), without the keywords that name no colour (transparent, currentColor, inherit).
const namedColours = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender
  lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey
  lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
  magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange
  orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
  slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);

/** Bare words of a CSS value or attribute (not `theme.colors.navy`, not `white-space`, not a function name). */
const namesAColour = (value: string) =>
  [...value.matchAll(/(?<![\w.$-])[a-z]+(?![\w(-])/gi)].some(([word]) => namedColours.has(word.toLowerCase()));

describe('design tokens', () => {
  it('scans the application code of every package', () => {
    for (const pkg of packages) expect(files.some((file) => file.path.startsWith(`${pkg}/src/`))).toBe(true);
  });

  it('names no hex colour outside the theme', () => {
    expect(findAll(/(?<![\w&#/-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i)).toEqual([]);
  });

  it('uses no colour function outside the theme', () => {
    expect(findAll(/(?<![\w.$-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i)).toEqual([]);
  });

  it('uses no named colour outside the theme', () => {
    const declaration =
      /(?<![\w-])(?:color|background(?:-color)?|border(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?(?:-color)?|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|caret-color|accent-color|text-decoration(?:-color)?|column-rule(?:-color)?)\s*:\s*([^;{}\n]*)/i;
    const attribute = /(?<![\w-])(?:fill|stroke|color|stopColor|floodColor|lightingColor|[a-z]+Colou?r)\s*=\s*\{?\s*["'`]([^"'`]*)["'`]/i;
    expect([...findAll(declaration, (match) => namesAColour(match[1] ?? '')), ...findAll(attribute, (match) => namesAColour(match[1] ?? ''))]).toEqual([]);
  });

  it('finds a raw colour if present', () => {
    const sample = withoutComments("const a = css`color: white; background: #0b3b60; border: 1px solid rgb(0 0 0);`; // #fff is fine in a comment");
    expect(namesAColour('white')).toBe(true);
    expect(namesAColour('theme.colors.navy')).toBe(false);
    expect(sample).toMatch(/#0b3b60/);
    expect(sample).not.toMatch(/#fff/);
  });
});

describe('media queries', () => {
  it('come from the theme, never by hand', () => {
    expect(findAll(/@media\b/)).toEqual([]);
  });
});

describe('writing styles', () => {
  it('is done with the css prop, never styled', () => {
    expect(findAll(/from\s*'@emotion\/sty[l]ed'|require\('@emotion\/sty[l]ed'\)/)).toEqual([]);
  });
});

describe('reading the theme', () => {
  it('is done with useTheme(), not a css callback', () => {
    expect(findAll(/css=\{\s*\(\s*theme\b/)).toEqual([]);
  });

  it('is done with useTheme(), not a theme import', () => {
    expect(
      findAll(/import\s*\{[^}]*\btheme\b[^}]*\}\s*from\s*'(?:@seawave\/shared-ui|[./]+(?:theme\/)?theme)'/).filter(
        (hit) => !hit.startsWith('shared-ui/src/theme/'), // the provider hands the object to emotion
      ),
    ).toEqual([]);
  });
});
