// Generates the 36 sample partner logos (src/assets/partners/partner-NN.svg).
// They are project-made placeholders: a coloured mark and a sample name.
// Run once with `node mfe-public/scripts/generate-partner-logos.mjs`; the
// output is committed, so the build never needs this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../src/assets/partners');
mkdirSync(outDir, { recursive: true });

// Dark enough on white for text contrast (AA).
const palette = ['#0a58ca', '#0e7490', '#7c2d12', '#166534', '#6b21a8', '#9f1239', '#1e3a8a', '#854d0e', '#334155'];
const words = ['Ocean', 'Harbor', 'Cargo', 'Trans', 'Global', 'Delta', 'Metro', 'Prime', 'Star', 'Blue', 'Coast', 'Swift'];
const suffixes = ['Lines', 'Freight', 'Ports', 'Movers', 'Shipping', 'Express'];

function shape(kind, color) {
  switch (kind % 4) {
    case 0:
      return `<circle cx="30" cy="30" r="18" fill="${color}"/><path d="M16 34q7-8 14 0t14 0" fill="none" stroke="#fff" stroke-width="3"/>`;
    case 1:
      return `<rect x="12" y="12" width="36" height="36" rx="8" fill="${color}"/><path d="M20 38l10-16 10 16z" fill="#fff"/>`;
    case 2:
      return `<path d="M30 10l20 20-20 20-20-20z" fill="${color}"/><circle cx="30" cy="30" r="6" fill="#fff"/>`;
    default:
      return `<path d="M10 40h40l-6 10H16z" fill="${color}"/><path d="M30 12v26M30 12l14 18H30" fill="${color}" stroke="${color}" stroke-width="3"/>`;
  }
}

for (let id = 1; id <= 36; id += 1) {
  const color = palette[id % palette.length];
  const name = `${words[id % words.length]} ${suffixes[(id * 5) % suffixes.length]}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" fill="#fff"/>${shape(id, color)}<text x="58" y="36" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="${color}">${name}</text></svg>\n`;
  writeFileSync(join(outDir, `partner-${String(id).padStart(2, '0')}.svg`), svg);
}
console.log(`wrote 36 partner logos to ${outDir}`);
