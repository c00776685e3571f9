// @ts-check
// Sample content of a new local site: generated pictures and PDFs, obviously sample names and example.com addresses.

/** @typedef {import('../src/entity-types').StoredDocuments} StoredDocuments (each document is read with its entity's schema) */

const DAY = 24 * 60 * 60 * 1000;

/** @param {number} bytes */
function randomHex(bytes) {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function randomUid() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(28)), (b) => alphabet[b % alphabet.length]).join('');
}

/** @param {string} title @param {string} sky @param {string} sea */
export function seedPhotoSvg(title, sky, sea) {
  const safe = title.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${safe}">
<rect width="1200" height="675" fill="${sky}"/>
<circle cx="960" cy="170" r="90" fill="#ffd166"/>
<g fill="#1d3557"><rect x="300" y="330" width="520" height="70" rx="8"/><path d="M260 400h600l-70 90H330z"/>
<rect x="340" y="270" width="90" height="60" fill="#e63946"/><rect x="440" y="270" width="90" height="60" fill="#2a9d8f"/>
<rect x="540" y="270" width="90" height="60" fill="#f4a261"/><rect x="640" y="250" width="110" height="80" fill="#f1faee"/></g>
<path d="M0 480q75-40 150 0t150 0 150 0 150 0 150 0 150 0 150 0 150 0V675H0z" fill="${sea}"/>
<path d="M0 540q75-40 150 0t150 0 150 0 150 0 150 0 150 0 150 0 150 0V675H0z" fill="#ffffff" opacity=".25"/>
<text x="60" y="630" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${safe}</text>
</svg>`;
}

/** @param {string} label @param {string} colour */
export function seedAvatarSvg(label, colour) {
  const safe = label.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${safe}">
<circle cx="128" cy="128" r="128" fill="${colour}"/>
<circle cx="128" cy="100" r="48" fill="#f1faee"/>
<path d="M40 220c10-50 46-76 88-76s78 26 88 76" fill="#f1faee"/>
</svg>`;
}

/** @param {string[]} lines */
export function seedPdf(lines) {
  const escape = (/** @type {string} */ s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 14 Tf', '72 760 Td', '18 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** @param {number} now */
export function sampleContent(now = Date.now()) {
  /** @type {{ path: string, contentType: string, text: string }[]} */
  const files = [];
  const svg = (/** @type {string} */ path, /** @type {string} */ text) => {
    files.push({ path, contentType: 'image/svg+xml', text });
    return path;
  };

  const posts = [
    {
      id: 'seed-post-dpd',
      name: 'SEAWAVE Operations Team',
      topic: 'Direct Port Delivery',
      description: 'How direct port delivery gets import containers to your door within 48 hours.',
      message:
        'Direct Port Delivery (DPD) lets an importer take containers straight from the terminal to the factory, skipping the container freight station.\n\nOur team files the documents before the vessel arrives, books trailers from our own fleet and tracks every container until it is delivered, so most DPD consignments reach the customer within 48 hours of discharge.\n\nAsk us for a free quote to see whether your cargo qualifies.',
      main: svg('images/seed-0001-dpd-harbour.svg', seedPhotoSvg('Direct Port Delivery', '#a8dadc', '#457b9d')),
      profile: svg('images/seed-0002-operations-avatar.svg', seedAvatarSvg('SEAWAVE Operations Team', '#1d3557')),
      createdAt: now - 30 * DAY,
      updatedAt: null,
    },
    {
      id: 'seed-post-customs',
      name: 'SEAWAVE Customs Desk',
      topic: 'Custom Clearance',
      description: 'Five documents that keep your shipment from waiting at customs.',
      message:
        'Most clearance delays come from missing or inconsistent papers.\n\nKeep the commercial invoice, packing list, bill of lading or airway bill, the certificate of origin and any licence your goods need ready and consistent with each other.\n\nOur AEO-certified team checks them before filing, which keeps inspections and demurrage to a minimum.',
      main: svg('images/seed-0003-customs-port.svg', seedPhotoSvg('Custom Clearance', '#f1faee', '#1d3557')),
      profile: svg('images/seed-0004-customs-avatar.svg', seedAvatarSvg('SEAWAVE Customs Desk', '#2a9d8f')),
      createdAt: now - 12 * DAY,
      updatedAt: now - 10 * DAY,
    },
    {
      id: 'seed-post-warehousing',
      name: 'SEAWAVE Warehousing Team',
      topic: 'Warehousing',
      description: 'Why warehouses near the port shorten your supply chain.',
      message:
        'Our warehouses around Mumbai, Panvel, Bhiwandi and near Pune offer over 19,000 sq ft of storage close to the port.\n\nStoring goods near the gateway lets you clear, store and distribute in one flow, with stock reports you can rely on.',
      main: svg('images/seed-0005-warehouse.svg', seedPhotoSvg('Warehousing', '#ffe8d6', '#6d597a')),
      profile: svg('images/seed-0006-warehouse-avatar.svg', seedAvatarSvg('SEAWAVE Warehousing Team', '#e76f51')),
      createdAt: now - 3 * DAY,
      updatedAt: null,
    },
  ];

  /** @type {StoredDocuments['jobvacancy']} */
  const vacancies = [
    {
      id: 'seed-job-customs-executive',
      position: 'Customs Documentation Executive',
      department: 'Custom Clearance',
      overview: 'Prepare and file import and export documents for our clearance team in Navi Mumbai.',
      responsibilities: 'Prepare bills of entry and shipping bills\nCheck invoices and packing lists\nCoordinate with shipping lines and terminals',
      prerequisite: 'Graduate in any discipline\nKnowledge of customs procedures\nGood written English',
      experience: '2-4 years',
      isBlocked: false,
      createdAt: now - 20 * DAY,
    },
    {
      id: 'seed-job-fleet-coordinator',
      position: 'Fleet Coordinator',
      department: 'Transportation',
      overview: 'Plan trailer movements between the port, warehouses and customer sites.',
      responsibilities: 'Plan daily trailer trips\nTrack vehicles and drivers\nReport delays to customers',
      prerequisite: 'Experience in road transport\nComfort with spreadsheets',
      experience: '1-3 years',
      isBlocked: false,
      createdAt: now - 14 * DAY,
    },
    {
      id: 'seed-job-warehouse-supervisor',
      position: 'Warehouse Supervisor',
      department: 'Warehousing',
      overview: 'Run inbound, storage and outbound operations at our Bhiwandi warehouse.',
      responsibilities: 'Supervise loading and unloading\nKeep stock records accurate\nEnforce safety rules',
      prerequisite: 'Warehouse management experience\nLeadership skills',
      experience: '5+ years',
      isBlocked: false,
      createdAt: now - 7 * DAY,
    },
    {
      id: 'seed-job-sales-intern',
      position: 'Sales Intern',
      department: 'Business Development',
      overview: 'Support the sales team with research and client follow-ups (position currently filled).',
      responsibilities: 'Research prospective clients\nPrepare quotations with the pricing team',
      prerequisite: 'Final-year student or fresh graduate',
      experience: '0-1 years',
      isBlocked: true,
      createdAt: now - 40 * DAY,
    },
  ];

  /** @type {StoredDocuments['quotes']} */
  const quotes = [
    {
      id: 'seed-quote-traders',
      name: 'Sample Buyer',
      email: 'buyer@example.com',
      contactNumber: '+91 00000 00021',
      companyName: 'Example Traders Pvt Ltd',
      companyAddress: '1 Sample Road, Navi Mumbai',
      services: ['customClearance', 'freightForwarding'],
      comments: 'Two 40 ft containers of machine parts every month from Hamburg.',
      createdAt: now - 2 * DAY,
    },
    {
      id: 'seed-quote-undated',
      name: 'Sample Importer',
      email: 'importer@example.org',
      contactNumber: '+91 00000 00022',
      companyName: 'Sample Imports LLP',
      companyAddress: '2 Example Street, Kolkata',
      services: ['warehousing', 'landFreight'],
      comments: '',
      // Undated: lists show 'No date available' and sort it last.
      createdAt: null,
    },
  ];

  /** @type {(Omit<StoredDocuments['applicants'][number], 'resumeURL' | 'createdAt'> & { name: string, email: string, position: string, days: number })[]} */
  const people = [
    { id: 'seed-applicant-one', name: 'Sample Applicant One', email: 'applicant.one@example.com', number: '+91 00000 00011', position: 'Documentation Assistant', relocate: 'yes', experience: '2-5', days: 5 },
    { id: 'seed-applicant-two', name: 'Sample Applicant Two', email: 'applicant.two@example.net', number: '+91 00000 00012', position: 'Transport Planner', relocate: 'no', experience: '0-1', days: 1 },
  ];
  const applicants = people.map((a) => {
    // As the site stores a resume: in the uploader's own folder, with a random part nobody can guess.
    const resumeURL = `resume/${randomUid()}/${now - a.days * DAY}-${randomHex(6)}-${a.name.toLowerCase().replace(/\s+/g, '-')}.pdf`;
    files.push({ path: resumeURL, contentType: 'application/pdf', text: seedPdf([`Resume of ${a.name} (sample)`, `Current position: ${a.position}`, `E-mail: ${a.email}`]) });
    const { days, ...fields } = a;
    return { ...fields, resumeURL, consent: true, createdAt: now - days * DAY };
  });

  // Valid from yesterday (UTC): today in the site's time zone whatever the hour.
  const day = (/** @type {number} */ offset) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const chennaiSingapore = /** @type {const} */ ({ originPlace: 'Chennai', originCountry: 'IN', destinationPlace: 'Singapore', destinationCountry: 'SG', mode: 'sea', currency: 'USD' });
  /** @type {StoredDocuments['rates']} */
  const rates = [
    { id: 'seed-rate-chennai-singapore-20', ...chennaiSingapore, basis: 'gp20', amount: 420, validFrom: day(-1), validUntil: day(60), transitDays: 4, includes: 'Ocean freight and origin terminal handling', createdAt: now - 5 * DAY, updatedAt: null },
    { id: 'seed-rate-chennai-singapore-40', ...chennaiSingapore, basis: 'gp40', amount: 650, validFrom: day(-1), validUntil: day(60), transitDays: 4, includes: 'Ocean freight and origin terminal handling', createdAt: now - 5 * DAY, updatedAt: null },
    {
      id: 'seed-rate-mumbai-dubai-air',
      originPlace: 'Mumbai',
      originCountry: 'IN',
      destinationPlace: 'Dubai',
      destinationCountry: 'AE',
      mode: 'air',
      basis: 'kg',
      amount: 145,
      currency: 'INR',
      minimum: 4500,
      perKgFrom45: 130,
      perKgFrom100: 118,
      perKgFrom300: 105,
      validFrom: day(-1),
      validUntil: day(30),
      transitDays: 1,
      includes: 'Air freight, fuel and security surcharges',
      createdAt: now - 4 * DAY,
      updatedAt: null,
    },
    // Expired: listed for staff, never used for a price.
    { id: 'seed-rate-mundra-hamburg-expired', originPlace: 'Mundra', originCountry: 'IN', destinationPlace: 'Hamburg', destinationCountry: 'DE', mode: 'sea', basis: 'hc40', amount: 1850, currency: 'USD', validFrom: day(-60), validUntil: day(-10), transitDays: 24, includes: 'Ocean freight', createdAt: now - 60 * DAY, updatedAt: null },
  ];

  /** @type {StoredDocuments} */
  const documents = {
    posts: posts.map(({ main, profile, ...p }) => ({ ...p, mainPhoto: main, profilePhoto: profile })),
    jobvacancy: vacancies,
    quotes,
    applicants,
    rates,
  };
  /** @type {Record<keyof StoredDocuments, ({ id: string } & Record<string, unknown>)[]>} */
  const written = documents;
  return { documents: written, files };
}
