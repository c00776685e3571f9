// Run by hand; the SVGs it writes are committed, so the build never needs this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = join(dirname(fileURLToPath(import.meta.url)), '../src/assets');
function write(relative, svg) {
  const file = join(assets, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
}

const waves = (y, color, amp = 24) =>
  `<path d="M0 ${y} ${Array.from({ length: 9 }, (_, i) => `Q${i * 200 + 100} ${y - amp} ${i * 200 + 200} ${y}`).join(' ')} V900 H0Z" fill="${color}"/>`;
const sky = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#${id})"/>`;
const ship = (x, y, s, color) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><path d="M0 60h300l-40 50H30z"/><rect x="40" y="20" width="50" height="40"/><rect x="95" y="20" width="50" height="40"/><rect x="150" y="20" width="50" height="40"/><rect x="60" y="-15" width="50" height="35"/><rect x="115" y="-15" width="50" height="35"/><rect x="230" y="0" width="40" height="60"/></g>`;
const crane = (x, color) =>
  `<g fill="none" stroke="${color}" stroke-width="12"><path d="M${x} 620V260M${x - 60} 300h260M${x} 260l120 40M${x + 180} 300v120"/></g>`;
const truck = (x, y, color) =>
  `<g transform="translate(${x} ${y})"><rect width="260" height="110" fill="${color}"/><path d="M260 30h70l40 45v35H260z" fill="${color}"/><circle cx="50" cy="120" r="22" fill="#111827"/><circle cx="210" cy="120" r="22" fill="#111827"/><circle cx="320" cy="120" r="22" fill="#111827"/></g>`;
const plane = (x, y, s, color) =>
  `<g transform="translate(${x} ${y}) scale(${s}) rotate(-12)" fill="${color}"><ellipse cx="150" cy="40" rx="150" ry="22"/><path d="M120 40l-60 90h40l90-90zM120 40l-60-80h40l90 80zM10 40l-10-50h25l30 50z"/></g>`;

const heroLayers = [
  `${sky('a', '#0b3b60', '#1d6fa5')}<circle cx="1250" cy="220" r="90" fill="#fcd34d" opacity=".85"/>${ship(300, 470, 1.6, '#0b1220')}${waves(640, '#0e5a8a')}${waves(720, '#0a4468', 30)}${waves(800, '#07324d', 20)}`,
  `${sky('b', '#1f2a44', '#b45309')}${crane(300, '#111827')}${crane(760, '#1f2937')}${crane(1220, '#111827')}${ship(820, 500, 1.2, '#0b1220')}${waves(700, '#1e3a5f')}${waves(790, '#0f243d', 18)}`,
  `${sky('c', '#0f3d2e', '#4d7c0f')}<path d="M0 640L600 520h400l600 120v260H0z" fill="#374151"/><path d="M0 770h1600" stroke="#fbbf24" stroke-width="10" stroke-dasharray="60 50"/>${truck(250, 520, '#0a58ca')}${truck(900, 560, '#b42318')}`,
  `${sky('d', '#0c4a6e', '#7dd3fc')}<g fill="#fff" opacity=".5"><ellipse cx="300" cy="260" rx="160" ry="40"/><ellipse cx="1200" cy="180" rx="200" ry="45"/><ellipse cx="900" cy="620" rx="240" ry="50"/></g>${plane(520, 360, 2, '#0b1220')}`,
  `${sky('e', '#292524', '#78716c')}<path d="M200 820V420l400-160 400 160v400z" fill="#1c1917"/><g fill="#a8a29e">${Array.from({ length: 4 }, (_, i) => `<rect x="${300 + i * 180}" y="560" width="140" height="260"/>`).join('')}</g><path d="M1100 820V520h400v300z" fill="#44403c"/>`,
  `${sky('f', '#020617', '#1e1b4b')}<g fill="#e2e8f0">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1600}" cy="${(i * 131) % 420}" r="${1 + (i % 3)}"/>`).join('')}</g><circle cx="1300" cy="160" r="60" fill="#f8fafc"/>${ship(200, 520, 1.4, '#000')}${crane(1100, '#0f172a')}${waves(700, '#172554')}${waves(790, '#0b1437', 18)}`,
];
heroLayers.forEach((body, i) =>
  write(
    `hero/hero-layer-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  ),
);

// Abstract portraits: no real faces.
const portraits = [
  ['founder-1', '#1e3a8a', '#93c5fd'],
  ['founder-2', '#7c2d12', '#fdba74'],
  ['founder-3', '#0e7490', '#a5f3fc'],
  ['founder-4', '#6b21a8', '#d8b4fe'],
  ['director-1', '#166534', '#86efac'],
  ['director-2', '#9f1239', '#fda4af'],
];
for (const [name, dark, light] of portraits) {
  write(
    `founders/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${light}"/><circle cx="120" cy="95" r="48" fill="${dark}"/><path d="M36 240c8-60 44-92 84-92s76 32 84 92z" fill="${dark}"/><path d="M0 200q60-20 120 0t120 0v40H0z" fill="${dark}" opacity=".25"/></svg>`,
  );
}

// Sample marks, not the real certification logos.
const affiliations = [
  ['iso-9001', 'ISO', '9001:2015', '#1e3a8a'],
  ['aeo', 'AEO', 'CERTIFIED', '#166534'],
  ['customs-brokers', 'CBA', 'CUSTOMS', '#7c2d12'],
  ['freight-forwarders', 'FFA', 'FORWARDERS', '#0e7490'],
  ['export-council', 'EXC', 'EXPORT', '#6b21a8'],
  ['chamber', 'COC', 'COMMERCE', '#9f1239'],
];
for (const [name, short, line, color] of affiliations) {
  write(
    `affiliations/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><circle cx="80" cy="80" r="74" fill="#fff" stroke="${color}" stroke-width="8"/><circle cx="80" cy="80" r="58" fill="none" stroke="${color}" stroke-width="2"/><text x="80" y="86" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="${color}">${short}</text><text x="80" y="112" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="12" font-weight="700" fill="${color}">${line}</text></svg>`,
  );
}

const banners = {
  customclearance: `${sky('g', '#0b3b60', '#0e7490')}<rect x="980" y="140" width="320" height="400" rx="16" fill="#f8fafc"/><g stroke="#0b3b60" stroke-width="14">${[220, 290, 360, 430].map((y) => `<path d="M1030 ${y}h220"/>`).join('')}</g><circle cx="1240" cy="480" r="70" fill="none" stroke="#b42318" stroke-width="12"/>${ship(120, 400, 1.3, '#0b1220')}${waves(600, '#0a4468')}`,
  freightforwarding: `${sky('h', '#1e3a8a', '#60a5fa')}${plane(900, 160, 1.4, '#0b1220')}${ship(120, 400, 1.3, '#0b1220')}${waves(600, '#1e3a5f')}`,
  transportation: `${sky('i', '#14532d', '#65a30d')}<path d="M0 520h1600v380H0z" fill="#374151"/><path d="M0 640h1600" stroke="#fbbf24" stroke-width="10" stroke-dasharray="60 50"/>${truck(260, 420, '#0a58ca')}${truck(900, 450, '#b42318')}`,
  warehousing: `${sky('j', '#292524', '#57534e')}<path d="M300 700V340l500-180 500 180v360z" fill="#1c1917"/><g fill="#d6d3d1">${Array.from({ length: 4 }, (_, i) => `<rect x="${420 + i * 200}" y="460" width="160" height="240"/>`).join('')}</g>`,
  eximconsultancy: `${sky('k', '#312e81', '#6366f1')}<circle cx="800" cy="350" r="220" fill="#1e1b4b"/><g fill="none" stroke="#a5b4fc" stroke-width="8"><ellipse cx="800" cy="350" rx="220" ry="90"/><ellipse cx="800" cy="350" rx="90" ry="220"/><path d="M580 350h440M800 130v440"/></g>`,
  logisticsdesign: `${sky('l', '#0f172a', '#334155')}<g fill="none" stroke="#38bdf8" stroke-width="8"><path d="M200 500L600 260L1000 420L1400 180"/></g><g fill="#fbbf24">${[[200, 500], [600, 260], [1000, 420], [1400, 180]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="28"/>`).join('')}</g>`,
};
for (const [slug, body] of Object.entries(banners)) {
  write(
    `services/${slug}-banner.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  );
}
// Video posters: colours sampled from each video's first frame, so the poster shows what the video shows.
const ribbonRings = ['#cd559c', '#e66eb4', '#ee76c6', '#d961c3', '#b73fad', '#a1298c', '#a72f70', '#c54d64', '#e56d6d', '#ee7687', '#dc64a9', '#ba42c1', '#a028c8', '#a62eb8', '#c34b9a', '#e46c7b', '#f07866', '#de6666', '#bc447b', '#a22b9a', '#a72f92', '#b63e80', '#c95271'];
write(
  'video/csr-ribbon-poster.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice"><defs><radialGradient id="rings" cx="160" cy="90" r="176" gradientUnits="userSpaceOnUse">${ribbonRings.map((colour, i) => `<stop offset="${(i / (ribbonRings.length - 1)).toFixed(3)}" stop-color="${colour}"/>`).join('')}</radialGradient></defs><rect width="320" height="180" fill="url(#rings)"/></svg>`,
);
const seaBands = ['#00696a', '#067ba1', '#1075c7', '#135aa2', '#0a3f69', '#013775', '#0249b2', '#0c67c5', '#137b8e', '#00696a'];
const crest = Array.from({ length: 41 }, (_, i) => Math.round(74 - 11 * Math.cos((2 * Math.PI * (i * 8 - 120)) / 160)));
write(
  'video/seawave-waves-poster.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#286ec8"/><stop offset="1" stop-color="#4396c8"/></linearGradient><linearGradient id="sea" gradientUnits="userSpaceOnUse" x1="0" y1="96" x2="20" y2="158" spreadMethod="repeat">${seaBands.map((colour, i) => `<stop offset="${(i / (seaBands.length - 1)).toFixed(3)}" stop-color="${colour}"/>`).join('')}</linearGradient></defs><rect width="320" height="180" fill="url(#sky)"/><path d="M0 ${crest[0]} ${crest.slice(1).map((y, i) => `L${(i + 1) * 8} ${y}`).join(' ')} V180 H0Z" fill="url(#sea)"/></svg>`,
);
console.log('wrote hero layers, portraits, affiliation marks, service banners and video posters');
