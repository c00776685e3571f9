/**
 * @jest-environment node
 */
import { mailsOf, serverFieldsOf, shipmentDetails } from './arrivals';
import { parseMailConfig } from './mail/render';

const config = parseMailConfig({ siteOrigin: 'https://www.example.com', salesMailbox: 'sales@example.com', hrMailbox: 'hr@example.com' });
const createdAt = { toDate: () => new Date('2026-11-25T09:30:00Z') };

const quote = {
  name: 'Ann Lee',
  email: 'Ann.Lee@Example.org',
  contactNumber: '+1 555 0100',
  companyName: 'Acme Logistics',
  companyAddress: '1 Harbour Road',
  services: ['warehousing', 'customClearance'],
  comments: '',
  createdAt,
};

const seaQuote = {
  ...quote,
  mode: 'sea',
  origin: 'Chittagong',
  destination: 'Rotterdam',
  readyDate: '2026-12-01',
  incoterm: 'FOB',
  cargoDescription: 'Garments\nin cartons',
  packages: [
    { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 250 },
    { count: 1, lengthCm: 60, widthCm: 50, heightCm: 40, grossWeightKg: 30.5 },
  ],
};

const application = {
  name: 'Bo Chan',
  email: 'bo@example.net',
  number: '+44 20 7946 0000',
  position: 'Customs Broker',
  relocate: 'yes',
  experience: '2-5',
  resumeURL: 'resume/uid/1-cv.pdf',
  createdAt,
};

describe('serverFieldsOf', () => {
  it('gives a quote its reference, status New, search terms from reference, company, name and e-mail, and its service flags', () => {
    const fields = serverFieldsOf('quote', quote, 'Q-2026-000123');
    expect(fields).toMatchObject({ reference: 'Q-2026-000123', status: 'new', serviceFlags: { warehousing: true, customClearance: true } });
    expect(fields.searchTerms).toEqual(expect.arrayContaining(['q-2026-000123', 'acme logistics', 'logi', 'ann lee', 'lee', 'ann.lee@example.org', 'ann.lee']));
    expect(fields).not.toHaveProperty('cargo');
  });

  it("stores the cargo figures of a quote's package lines for its mode", () => {
    // 2 × 0.96 m³ + 0.12 m³ = 2.04 CBM; 2 × 250 + 30.5 = 530.5 kg; sea 1 m³ = 1,000 kg.
    expect(serverFieldsOf('quote', seaQuote, 'Q-2026-000124').cargo).toEqual({
      volumeCbm: 2.04,
      grossWeightKg: 530.5,
      volumetricWeightKg: 2040,
      chargeableWeightKg: 2040,
      containers: { twentyFoot: 1, fortyFoot: 1 },
    });
    // Without a mode only the volume and the gross weight are known.
    const { mode: _mode, ...noMode } = seaQuote;
    expect(serverFieldsOf('quote', noMode, 'Q-2026-000125').cargo).toEqual({
      volumeCbm: 2.04,
      grossWeightKg: 530.5,
      volumetricWeightKg: null,
      chargeableWeightKg: null,
      containers: null,
    });
  });

  it('leaves out the cargo of a quote with an empty package list, and services that are not offered', () => {
    const fields = serverFieldsOf('quote', { ...quote, packages: [], services: ['warehousing', 'teleportation'] }, 'Q-2026-000126');
    expect(fields).not.toHaveProperty('cargo');
    expect(fields.serviceFlags).toEqual({ warehousing: true });
  });

  it('leaves a malformed package line out of the stored figures instead of failing', () => {
    const lines = [{ count: true, lengthCm: 10, widthCm: 10, heightCm: 10, grossWeightKg: 1 }, 'not a line', { count: 1, lengthCm: 100, widthCm: 100, heightCm: 100, grossWeightKg: 10 }];
    expect(serverFieldsOf('quote', { ...quote, packages: lines }, 'Q-2026-000129').cargo).toMatchObject({ volumeCbm: 1, grossWeightKg: 10 });
  });

  it('keeps a status the document already has', () => {
    expect(serverFieldsOf('quote', { ...quote, status: 'contacted' }, 'Q-2026-000127')).not.toHaveProperty('status');
  });

  it('gives an application its reference, status New and search terms from reference, name and e-mail only', () => {
    const fields = serverFieldsOf('application', application, 'A-2026-000045');
    expect(Object.keys(fields).sort()).toEqual(['reference', 'searchTerms', 'status']);
    expect(fields).toMatchObject({ reference: 'A-2026-000045', status: 'new' });
    expect(fields.searchTerms).toEqual(expect.arrayContaining(['a-2026-000045', 'bo chan', 'chan', 'bo@example.net', 'bo']));
    expect(fields.searchTerms).not.toContain('customs broker');
  });
});

describe('mailsOf', () => {
  it("writes the sales mailbox the quote's reference, main fields, shipment details and admin link, and acknowledges the visitor", () => {
    const { staff, acknowledgement } = mailsOf('quote', { id: 'q1', data: seaQuote, reference: 'Q-2026-000124' }, config);
    expect(staff.to).toBe('sales@example.com');
    expect(staff.replyTo).toBe('Ann.Lee@Example.org');
    expect(staff.message.subject).toBe('New quote request Q-2026-000124: Acme Logistics');
    for (const line of [
      'Company: Acme Logistics',
      'Services: Warehousing, Custom Clearance',
      'Mode: Sea',
      'Incoterm: FOB (Free On Board)',
      'Cargo description:\nGarments\nin cartons',
      'Package lines:\n2 × 120 × 80 × 100 cm, 250 kg each\n1 × 60 × 50 × 40 cm, 30.5 kg each',
      'Total volume: 2.040 CBM',
      'Chargeable weight: 2,040.0 kg',
      '20-ft containers: 1',
      'Received: 2026-11-25 09:30 UTC',
      'Open it in the admin area: https://www.example.com/quoteDetails/q1',
    ]) {
      expect(staff.message.text).toContain(line);
    }
    expect(acknowledgement).toMatchObject({ to: 'Ann.Lee@Example.org', message: { subject: 'Your SEAWAVE quote request Q-2026-000124' } });
    expect(acknowledgement?.message.text).toContain('Your reference is Q-2026-000124.');
  });

  it('writes the HR mailbox about an application with the vacancy applied for, and acknowledges the applicant', () => {
    const { staff, acknowledgement } = mailsOf('application', { id: 'a1', data: application, reference: 'A-2026-000045', vacancy: 'Customs Broker' }, config);
    expect(staff.to).toBe('hr@example.com');
    expect(staff.message.subject).toBe('New application A-2026-000045: Bo Chan for Customs Broker');
    expect(staff.message.text).toContain('Open it in the admin area: https://www.example.com/applicantDetail/a1');
    expect(acknowledgement).toMatchObject({ to: 'bo@example.net', message: { subject: 'Your SEAWAVE application A-2026-000045' } });
  });

  it('sends no acknowledgement to an address that could add a recipient, and names no reply-to', () => {
    const { staff, acknowledgement } = mailsOf('quote', { id: 'q2', data: { ...quote, email: 'ann@example.org\nBcc: victim@example.com' }, reference: 'Q-2026-000128' }, config);
    expect(acknowledgement).toBeNull();
    expect(staff).not.toHaveProperty('replyTo');
    expect(staff.to).toBe('sales@example.com');
  });
});

describe('shipmentDetails', () => {
  it('lists only the details the visitor gave', () => {
    expect(shipmentDetails(quote)).toEqual([]);
    expect(shipmentDetails({ ...quote, mode: 'air', incoterm: 'XYZ' })).toEqual([{ label: 'Mode', value: 'Air' }]);
  });
});
