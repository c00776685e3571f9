/**
 * @jest-environment node
 */
import { arrivalTitle, mailsOf, shipmentDetails } from './arrivals';
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
};
const seaLines = [
  { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 250 },
  { count: 1, lengthCm: 60, widthCm: 50, heightCm: 40, grossWeightKg: 30.5, stackable: false },
];

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

describe('mailsOf', () => {
  it('mails sales the quote and acknowledges the visitor', () => {
    const { staff, acknowledgement } = mailsOf('quote', { id: 'q1', data: seaQuote, reference: 'Q-2026-000124', packageLines: seaLines }, config);
    expect(staff.to).toBe('sales@example.com');
    expect(staff.replyTo).toBe('Ann.Lee@Example.org');
    expect(staff.message.subject).toBe('New quote request Q-2026-000124: Acme Logistics');
    for (const line of [
      'Company: Acme Logistics',
      'Services: Warehousing, Custom Clearance',
      'Mode: Sea',
      'Incoterm: FOB (Free On Board)',
      'Cargo description:\nGarments\nin cartons',
      'Package lines:\n2 × 120 × 80 × 100 cm, 250 kg each\n1 × 60 × 50 × 40 cm, 30.5 kg each, not stackable',
      'Total volume: 2.040 CBM',
      'Chargeable weight: 2,040.0 kg',
      'Container load: LCL (suggested)',
      'Chargeable W/M: 2.040 W/M',
      'Received: 2026-11-25 09:30 UTC',
      'Open it in the admin area: https://www.example.com/quoteDetails/q1',
    ]) {
      expect(staff.message.text).toContain(line);
    }
    expect(acknowledgement).toMatchObject({ to: 'Ann.Lee@Example.org', message: { subject: 'Your SEAWAVE quote request Q-2026-000124' } });
    expect(acknowledgement?.message.text).toContain('Your reference is Q-2026-000124.');
  });

  it('acknowledges the stored price, an unreadable one as none', () => {
    const indicativePrice = { currency: 'INR', low: 56000, high: 64000, covers: '2 trucks, land freight from Pune (IN) to Delhi (IN)', validUntil: '2026-12-31', transitDaysLow: 3, transitDaysHigh: 4 };
    const priced = mailsOf('quote', { id: 'q3', data: { ...seaQuote, indicativePrice }, reference: 'Q-2026-000126', packageLines: seaLines }, config);
    expect(priced.acknowledgement?.message.text).toContain('Indicative price: INR 56,000–64,000, for 2 trucks, land freight from Pune (IN) to Delhi (IN).\n\nValid until: December 31, 2026\n\nTransit time: 3–4 days');
    const unreadable = mailsOf('quote', { id: 'q4', data: { ...seaQuote, indicativePrice: { currency: 'EUR', low: 1 } }, reference: 'Q-2026-000127', packageLines: seaLines }, config);
    expect(unreadable.acknowledgement?.message.text).toContain('We will price this for you.');
  });

  it('tells sales of out-of-gauge pieces and boxes by payload', () => {
    const lines = [
      { count: 10, lengthCm: 100, widthCm: 100, heightCm: 50, grossWeightKg: 3000 },
      { count: 1, lengthCm: 670, widthCm: 1000, heightCm: 1000, grossWeightKg: 20000 },
    ];
    const { staff } = mailsOf('quote', { id: 'q2', data: seaQuote, reference: 'Q-2026-000125', packageLines: lines }, config);
    for (const line of [
      'Container load: FCL (suggested)',
      'Containers: 2 × 20′ GP',
      'Cargo notes: Package line 2 is out of gauge: a piece of 670 × 1,000 × 1,000 cm and 20,000 kg does not pass a container door',
    ]) {
      expect(staff.message.text).toContain(line);
    }
    expect(staff.message.text).not.toContain('Chargeable weight');
  });

  it('offers sales alternative container counts', () => {
    const { staff } = mailsOf('quote', { id: 'q3', data: seaQuote, reference: 'Q-2026-000126', packageLines: [{ count: 2, lengthCm: 320, widthCm: 210, heightCm: 220, grossWeightKg: 9000 }] }, config);
    expect(staff.message.text).toContain('Containers: 2 × 20′ GP or 1 × 40′ GP');
    expect(staff.message.text).not.toContain('Chargeable weight');
  });

  it('tells sales what the shipper gave to price', () => {
    const data = {
      ...seaQuote,
      incoterm: 'DDP',
      deliveryAddress: '9 Kade, Rotterdam',
      dangerousGoods: 'yes',
      unNumber: '1263',
      dangerousGoodsClass: '3',
      temperatureControlled: 'yes',
      temperatureMinC: -20,
      temperatureMaxC: -18.5,
      cargoValue: 250000.5,
      cargoValueCurrency: 'USD',
      insureCargo: true,
    };
    const { staff } = mailsOf('quote', { id: 'q3', data, reference: 'Q-2026-000126', packageLines: seaLines }, config);
    for (const line of [
      'Incoterm: DDP (Delivered Duty Paid)',
      'Delivery address: 9 Kade, Rotterdam',
      'Dangerous goods: Yes',
      'UN number: 1263',
      'Dangerous goods class: 3 (Flammable liquids)',
      'Temperature controlled: Yes',
      'Lowest temperature (°C): -20',
      'Highest temperature (°C): -18.5',
      'Cargo value: 250,000.5',
      'Currency: USD',
      'Insurance requested: Yes',
    ]) {
      expect(staff.message.text).toContain(line);
    }
    expect(staff.message.text).not.toContain('Pickup address');
    expect(mailsOf('quote', { id: 'q4', data: { ...seaQuote, insureCargo: false }, reference: 'Q-2026-000127', packageLines: [] }, config).staff.message.text).not.toContain('Insurance');
  });

  it('mails HR the application and acknowledges the applicant', () => {
    const { staff, acknowledgement } = mailsOf('application', { id: 'a1', data: application, reference: 'A-2026-000045', packageLines: [], vacancy: 'Customs Broker' }, config);
    expect(staff.to).toBe('hr@example.com');
    expect(staff.message.subject).toBe('New application A-2026-000045: Bo Chan for Customs Broker');
    expect(staff.message.text).toContain('Open it in the admin area: https://www.example.com/applicantDetail/a1');
    expect(acknowledgement).toMatchObject({ to: 'bo@example.net', message: { subject: 'Your SEAWAVE application A-2026-000045' } });
  });

  it('no acknowledgement or reply-to for an unsafe address', () => {
    const { staff, acknowledgement } = mailsOf('quote', { id: 'q2', data: { ...quote, email: 'ann@example.org\nBcc: victim@example.com' }, reference: 'Q-2026-000128', packageLines: [] }, config);
    expect(acknowledgement).toBeNull();
    expect(staff).not.toHaveProperty('replyTo');
    expect(staff.to).toBe('sales@example.com');
  });
});

describe('shipmentDetails', () => {
  it('lists only the given details', () => {
    expect(shipmentDetails(quote, [])).toEqual([]);
    expect(shipmentDetails({ ...quote, mode: 'air', incoterm: 'XYZ' }, [])).toEqual([{ label: 'Mode', value: 'Air' }]);
  });
});

describe('arrivalTitle (a digest names each arrival by it)', () => {
  it('names a quote by company, an application by applicant', () => {
    expect(arrivalTitle('quote', quote)).toBe('Acme Logistics (Ann Lee)');
    expect(arrivalTitle('quote', { ...quote, companyName: ' ' })).toBe('Ann Lee');
    expect(arrivalTitle('application', application, 'Customs Broker')).toBe('Bo Chan for Customs Broker');
    expect(arrivalTitle('application', application, null)).toBe('Bo Chan');
  });
});
