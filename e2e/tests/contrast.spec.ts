// Affected runs: shell
import type { Page } from '@playwright/test';
import { expect, test } from '../support';

/**
 * Text on a gradient or picture banner keeps a contrast ratio of at least
 * 4.5:1 against everything that can be behind it. axe reports text on
 * gradients and pictures only as "incomplete", so this measures it itself:
 * it reads the heading's computed colour and every layer painted behind it
 * (background colours, each colour stop of each gradient, pictures), and
 * checks the text against every colour the backdrop can take:
 * - an opaque colour stop can be the backdrop as it is;
 * - a translucent stop is composited over every colour the layers below can
 *   show;
 * - a picture can show any colour, so pure white and pure black stand for it
 *   (the extremes bound the contrast of any colour composited over it).
 * Pages without a banner are measured the same way (their heading on the
 * page background) so the list can hold every public page with a heading.
 */

const minimumRatio = 4.5;

interface BannerPage {
  path: string;
  /** The page's h1; the first h1 of the main landmark when left out. */
  heading?: string;
  /** The heading sits on a gradient or a picture (checked, so the measurement is never vacuous). */
  banner: boolean;
}

const pages: BannerPage[] = [
  { path: '/', heading: 'Welcome to SEAWAVE', banner: true },
  { path: '/about', heading: 'About SEAWAVE', banner: true },
  { path: '/heroabout', heading: 'About SEAWAVE', banner: true },
  { path: '/services', heading: 'Our Services', banner: true },
  { path: '/customclearance', heading: 'Custom Clearance', banner: true },
  { path: '/freightforwarding', heading: 'Freight Forwarding', banner: true },
  { path: '/transportation', heading: 'Transportation', banner: true },
  { path: '/warehousing', heading: 'Warehousing', banner: true },
  { path: '/eximconsultancy', heading: 'Exim Consultancy', banner: true },
  { path: '/logisticsdesign', heading: 'Logistics Design', banner: true },
  { path: '/csr', heading: 'Corporate Social Responsibility', banner: true },
  { path: '/careers', heading: 'Careers at SEAWAVE', banner: true },
  { path: '/herocontact', heading: 'Contact Us', banner: false },
  { path: '/getafreequote', banner: false },
  { path: '/jobdetails/seed-job-fleet-coordinator', banner: false },
  { path: '/careerinputfield', banner: false },
  { path: '/allblogs', heading: 'Published Blogs', banner: false },
  { path: '/blog/seed-post-dpd', banner: false },
];

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

interface Backdrop {
  /** The heading's computed colour. */
  text: Rgba;
  /** Every colour the backdrop behind the heading can take. */
  backdrops: Rgba[];
  /** At least one gradient or picture lies behind the heading. */
  hasGradientOrPicture: boolean;
  /** What was read, for the failure message. */
  layers: string[];
}

/**
 * Runs in the page: the colours behind `heading`. Walks up from the heading
 * to the first ancestor with an opaque background colour (or the root),
 * collecting each ancestor's own background and its ::before/::after, and
 * every element beside the heading's ancestors whose box overlaps the
 * heading (absolutely placed pictures and overlays), ordered by z-index.
 */
function readBackdrop(heading: Element): Backdrop {
  type Layer = { kind: 'colour'; colour: Rgba } | { kind: 'gradient'; stops: Rgba[] } | { kind: 'picture' };
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
  const described: string[] = [];

  const parseColours = (value: string): Rgba[] =>
    [...value.matchAll(/rgba?\(([^)]*)\)/g)].map((match) => {
      const parts = (match[1] ?? '')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
    });

  // background-image holds comma-separated layers, the first on top.
  const splitImageLayers = (value: string): string[] => {
    if (value === 'none') return [];
    const layers: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of value) {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (char === ',' && depth === 0) {
        layers.push(current.trim());
        current = '';
      } else {
        current += char;
      }
    }
    if (current.trim()) layers.push(current.trim());
    return layers;
  };

  // Bottom-most first.
  const layersOf = (element: Element, pseudo?: '::before' | '::after'): Layer[] => {
    const style = getComputedStyle(element, pseudo);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return [];
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${pseudo ?? ''}`;
    const layers: Layer[] = [];
    const [colour] = parseColours(style.backgroundColor);
    if (colour && colour.a > 0) {
      layers.push({ kind: 'colour', colour });
      described.push(`${label} background-color ${style.backgroundColor}`);
    }
    for (const image of splitImageLayers(style.backgroundImage).reverse()) {
      if (/gradient\(/.test(image)) {
        layers.push({ kind: 'gradient', stops: parseColours(image) });
      } else {
        layers.push({ kind: 'picture' });
      }
      described.push(`${label} background-image ${image}`);
    }
    if (!pseudo && ['IMG', 'VIDEO', 'PICTURE', 'CANVAS', 'svg'].includes(element.tagName)) {
      layers.push({ kind: 'picture' });
      described.push(`${label} picture`);
    }
    return layers;
  };

  const headingBox = heading.getBoundingClientRect();
  const overlapsHeading = (element: Element) => {
    // Not painted (e.g. the list of a closed <details>, whose content still has a layout box): not behind anything.
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.left < headingBox.right &&
      box.right > headingBox.left &&
      box.top < headingBox.bottom &&
      box.bottom > headingBox.top
    );
  };
  const zIndexOf = (element: Element, pseudo?: '::before' | '::after') => {
    const value = Number.parseInt(getComputedStyle(element, pseudo).zIndex, 10);
    return Number.isNaN(value) ? 0 : value;
  };

  // Ancestors from the heading up to the first opaque background.
  const ancestors: Element[] = [];
  for (let node: Element | null = heading; node; node = node.parentElement) {
    ancestors.push(node);
    const [colour] = parseColours(getComputedStyle(node).backgroundColor);
    if (colour && colour.a === 1) break;
  }

  const below: Layer[] = [];
  const beside: { z: number; order: number; layers: Layer[] }[] = [];
  let order = 0;
  for (const ancestor of [...ancestors].reverse()) {
    below.push(...layersOf(ancestor));
    for (const pseudo of ['::before', '::after'] as const) {
      beside.push({ z: zIndexOf(ancestor, pseudo), order: (order += 1), layers: layersOf(ancestor, pseudo) });
    }
    for (const child of Array.from(ancestor.children)) {
      if (ancestors.includes(child)) continue;
      for (const element of [child, ...Array.from(child.querySelectorAll('*'))]) {
        if (!overlapsHeading(element)) continue;
        beside.push({ z: zIndexOf(element), order: (order += 1), layers: layersOf(element) });
      }
    }
  }
  beside.sort((a, b) => a.z - b.z || a.order - b.order);
  const layers = [...below, ...beside.flatMap((entry) => entry.layers)];

  const over = (top: Rgba, bottom: Rgba): Rgba => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  let backdrops: Rgba[] = [white];
  for (const layer of layers) {
    if (layer.kind === 'picture') backdrops = [...backdrops, white, black];
    else {
      const colours = layer.kind === 'colour' ? [layer.colour] : layer.stops;
      backdrops = colours.flatMap((colour) => (colour.a === 1 ? [colour] : backdrops.map((backdrop) => over(colour, backdrop))));
    }
    const seen = new Set<string>();
    backdrops = backdrops.filter((colour) => {
      const key = [colour.r, colour.g, colour.b].map(Math.round).join(',');
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }

  const [text = black] = parseColours(getComputedStyle(heading).color);
  return {
    text,
    backdrops,
    hasGradientOrPicture: layers.some((layer) => layer.kind !== 'colour'),
    layers: described,
  };
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ({ r, g, b }: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
function contrastRatio(text: Rgba, backdrop: Rgba): number {
  const shown = {
    r: text.r * text.a + backdrop.r * (1 - text.a),
    g: text.g * text.a + backdrop.g * (1 - text.a),
    b: text.b * text.a + backdrop.b * (1 - text.a),
    a: 1,
  };
  const [light, dark] = [luminance(shown), luminance(backdrop)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
const show = ({ r, g, b, a }: Rgba) => `rgba(${[r, g, b].map(Math.round).join(', ')}, ${a})`;

async function openWithHeading(page: Page, path: string, heading: string | undefined) {
  await page.goto(path);
  const main = page.getByRole('main');
  const h1 = heading
    ? main.getByRole('heading', { level: 1, name: heading, exact: true })
    : main.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  await expect(page.getByTestId('full-screen-spinner')).toHaveCount(0);
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  return h1;
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading, banner } of pages) {
      test(`${path} heading has enough contrast`, async ({ page }) => {
        const h1 = await openWithHeading(page, path, heading);
        const reading = await h1.evaluate(readBackdrop);
        const details = `text ${show(reading.text)} on:\n  ${reading.layers.join('\n  ')}`;
        expect(reading.hasGradientOrPicture, `gradient or picture behind the heading of ${path}\n${details}`).toBe(banner);
        expect(reading.backdrops.length).toBeGreaterThan(0);
        for (const backdrop of reading.backdrops) {
          const ratio = contrastRatio(reading.text, backdrop);
          expect(
            ratio,
            `contrast of the ${path} heading (${show(reading.text)}) against ${show(backdrop)}: ${ratio.toFixed(2)}:1\n${details}`,
          ).toBeGreaterThanOrEqual(minimumRatio);
        }
      });
    }
  });
}
