/**
 * The public forms' functions in the Functions emulator, called as the browser's SDK calls them (the callable
 * protocol): a visitor needs no identity, a request without App Check or with a visitor-made identity stores
 * nothing, a repeated submission stores one document, and the limits let honest people behind one address through
 * while cutting a script off. Production trusts the address Google's front end appends to X-Forwarded-For; the
 * emulator has no front end, so these tests add it themselves to play different networks.
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { limitMessage, publicFormFunctions, publicFormLimit, type QuoteSubmitted, type Submitted } from '@seawave/shared-data/server';
import { adminFirestore, clearProject } from '../testing/firestore';
import { emulatorHosts, emulatorsRunning } from '../testing/emulators';
import { uploadAs } from '../testing/storage';

jest.setTimeout(180_000);

const EMULATOR_PROJECT = 'demo-seawave';
const projectId = 'demo-seawave-forms';
const bucket = `${projectId}.appspot.com`;
const { functions: functionsHost, firestore: firestoreHost, storage: storageHost } = emulatorHosts;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

const id = (length = 24) => randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length).padEnd(length, 'x');
const clientId = () => `client-${id(20)}`;

const quote = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Rao Textiles',
  companyAddress: '12 Harbour Road, Navi Mumbai',
  services: ['freightForwarding'],
  comments: 'Two 20 ft containers a month.',
};

interface Answer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: Record<string, unknown> };
}

async function call<T>(name: string, data: Record<string, unknown>, { appCheck = 'test-app-check-token', network = '203.0.113.7', idToken }: { appCheck?: string | null; network?: string; idToken?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': network };
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const response = await fetch(`http://${functionsHost}/${EMULATOR_PROJECT}/us-central1/${name}`, { method: 'POST', headers, body: JSON.stringify({ data: { project: projectId, ...data } }) });
  const body = (await response.json()) as { result?: T; error?: Answer<T>['error'] };
  return { status: response.status, ...body };
}

const sendQuote = (fields: Record<string, unknown> = {}, options: Parameters<typeof call>[2] = {}, envelope: { submissionId?: string; clientId?: string } = {}) =>
  call<QuoteSubmitted>(publicFormFunctions.quote, { submissionId: envelope.submissionId ?? id(), clientId: envelope.clientId ?? clientId(), quote: { ...quote, ...fields } }, options);

async function signUp(body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

if (emulatorsRunning('Public forms in the Functions emulator', ['functions', 'firestore', 'storage'])) {
  const { db, close } = adminFirestore(projectId);
  const quotes = async () => (await db.collection('quotes').get()).docs;

  describe('Public forms in the Functions emulator', () => {
    beforeEach(async () => {
      await clearProject(firestoreHost!, projectId);
    });
    afterAll(close);

    it('stores an anonymous quote and answers its reference', async () => {
      const submissionId = id();
      const answer = await sendQuote({}, {}, { submissionId });
      expect(answer.status).toBe(200);
      expect(answer.result).toEqual({
        id: submissionId,
        reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
        indicativePrice: null,
        statusPath: expect.stringMatching(/^\/quote-status\/Q-\d{4}-\d{6}\?key=[A-Za-z0-9_-]{43}$/),
      });
      const stored = (await db.collection('quotes').doc(submissionId).get()).data();
      expect(stored).toMatchObject({ name: 'Asha Rao', companyName: 'Rao Textiles', services: ['freightForwarding'], reference: answer.result?.reference, suspectedFlood: false });
      expect(stored?.source).toMatch(/^[0-9a-f]{24}$/);
    });

    it('stores a repeated submission once', async () => {
      const envelope = { submissionId: id(), clientId: clientId() };
      const first = await sendQuote({}, {}, envelope);
      const second = await sendQuote({}, {}, envelope);
      expect(second.result).toEqual(first.result);
      expect(await quotes()).toHaveLength(1);
    });

    it('refuses a request without App Check', async () => {
      const answer = await sendQuote({}, { appCheck: null });
      expect(answer.status).toBe(401);
      expect(answer.error?.status).toBe('UNAUTHENTICATED');
      expect(await quotes()).toHaveLength(0);
    });

    it('refuses anonymous and password identities', async () => {
      for (const idToken of [await signUp({}), await signUp({ email: `v${id(8)}@visitor.invalid`, password: `Pw-${id(12)}` })]) {
        const answer = await sendQuote({}, { idToken });
        expect(answer.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'Public forms are sent without signing in.' });
      }
      expect(await quotes()).toHaveLength(0);
    });

    it('accepts the addresses the form accepts', async () => {
      for (const email of ["o'neil@example.ie", 'ann+quotes@example.com', 'anna@bücher.de']) {
        const answer = await sendQuote({ email });
        expect([email, answer.status]).toEqual([email, 200]);
      }
      expect(await quotes()).toHaveLength(3);
    });

    it('refuses what the form refuses', async () => {
      const answer = await sendQuote({ email: 'asha@example.com?bcc=x@example.com' });
      expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid', field: 'email' } });
      expect(await quotes()).toHaveLength(0);
    });

    it('checks conditional questions as the form does', async () => {
      const noUnNumber = await sendQuote({ dangerousGoods: 'yes', dangerousGoodsClass: '3' });
      expect(noUnNumber.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid', field: 'unNumber' } });
      const tooCold = await sendQuote({ temperatureControlled: 'yes', temperatureMinC: -80, temperatureMaxC: 5 });
      expect(tooCold.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid', field: 'temperatureMinC' } });
      const noValue = await sendQuote({ insureCargo: true });
      expect(noValue.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid', field: 'cargoValue' } });
      expect(await quotes()).toHaveLength(0);

      const submissionId = id();
      const facts = { dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass: '3', cargoValue: '250000.50', cargoValueCurrency: 'USD', insureCargo: true };
      const sent = await sendQuote({ incoterm: 'EXW', pickupAddress: 'Plot 4, MIDC Taloja', deliveryAddress: '9 Kade, Rotterdam', ...facts }, {}, { submissionId });
      expect(sent.status).toBe(200);
      const stored = (await db.collection('quotes').doc(submissionId).get()).data();
      expect(stored).toMatchObject({ incoterm: 'EXW', pickupAddress: 'Plot 4, MIDC Taloja', ...facts, cargoValue: 250000.5 });
      expect(stored).not.toHaveProperty('deliveryAddress');
    });

    it("stores only the form's fields", async () => {
      const submissionId = id();
      const answer = await sendQuote({ status: 'accepted', reference: 'Q-1999-000001', suspectedFlood: false, source: 'forged', admin: true }, {}, { submissionId });
      const stored = (await db.collection('quotes').doc(submissionId).get()).data();
      expect(stored).toMatchObject({ status: 'new', reference: answer.result?.reference });
      expect(stored?.source).not.toBe('forged');
      expect(stored).not.toHaveProperty('admin');
    });

    it('prices a quote from valid rate cards only', async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const lane = { originPlace: 'Nhava Sheva', originCountry: 'IN', destinationPlace: 'Jebel Ali', destinationCountry: 'AE', mode: 'sea', currency: 'USD', includes: 'Ocean freight', transitDays: 5 };
      await db.doc('rates/gp20').set({ ...lane, basis: 'gp20', amount: 850, validFrom: day(-1), validUntil: day(30) });
      await db.doc('rates/gp40-expired').set({ ...lane, basis: 'gp40', amount: 500, validFrom: day(-30), validUntil: day(-2) });
      await db.doc('rates/hc40-unreadable').set({ ...lane, basis: 'hc40', validFrom: day(-1), validUntil: day(30) });
      const shipment = { mode: 'sea', origin: 'Nhava Sheva (IN)', destination: 'Jebel Ali (AE)', packages: [{ count: 10, lengthCm: 120, widthCm: 100, heightCm: 100, grossWeightKg: 3000 }] };
      const envelope = { submissionId: id(), clientId: clientId() };
      const answer = await sendQuote(shipment, {}, envelope);
      const indicativePrice = {
        currency: 'USD',
        low: 1700,
        high: 1700,
        covers: '2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight',
        validUntil: day(30),
        transitDaysLow: 5,
        transitDaysHigh: 5,
      };
      expect(answer.result).toEqual({ id: envelope.submissionId, reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/), indicativePrice, statusPath: expect.any(String) });
      expect((await db.collection('quotes').doc(envelope.submissionId).get()).get('indicativePrice')).toEqual(indicativePrice);
      // Sent again: the same answer, price included.
      expect((await sendQuote(shipment, {}, envelope)).result).toEqual(answer.result);

      await db.doc('rates/gp20').delete();
      const unpriced = await sendQuote(shipment);
      expect(unpriced.result?.indicativePrice).toBeNull();
      expect((await db.collection('quotes').doc(unpriced.result!.id).get()).get('indicativePrice')).toBeNull();
    });

    it('refuses applications for blocked or closed vacancies', async () => {
      await db.doc('jobvacancy/blocked').set({ position: 'Clerk', isBlocked: true });
      await db.doc('jobvacancy/closed').set({ position: 'Clerk', isBlocked: false, closingDate: '2020-01-31' });
      const browser = clientId();
      for (const vacancyId of ['blocked', 'closed', 'missing']) {
        const ticket = await call<{ ticket: string; path: string }>(publicFormFunctions.resumeUpload, { clientId: browser, fileName: 'cv.pdf', size: 13, contentType: 'application/pdf' });
        await uploadAs(storageHost!, bucket, ticket.result!.path, '%PDF-1.4 Asha', 'application/pdf', undefined, { contentDisposition: 'attachment' });
        const application = { name: 'Asha Rao', email: 'asha.rao@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'yes', experience: '2-5', consent: true, vacancyId };
        const answer = await call<Submitted>(publicFormFunctions.application, { submissionId: id(), clientId: browser, ticket: ticket.result!.ticket, application });
        expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This vacancy is no longer open for applications.' });
      }
      expect((await db.collection('applicants').get()).size).toBe(0);
    });

    it('lets many visitors behind one address send', async () => {
      const network = '198.51.100.20';
      const answers = [];
      for (let visitor = 0; visitor < 20; visitor += 1) answers.push(await sendQuote({ name: `Visitor ${visitor}` }, { network }));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(await quotes()).toHaveLength(20);
    });

    it('cuts off a script at the network limit', async () => {
      const { perHour } = publicFormLimit('network', 'quotes');
      const network = '198.51.100.66';
      const statuses: number[] = [];
      let refusal: Answer<Submitted>['error'];
      for (let attempt = 0; attempt < perHour + 10; attempt += 1) {
        const answer = await sendQuote({}, { network });
        statuses.push(answer.status);
        refusal ??= answer.error;
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(perHour);
      expect(refusal).toMatchObject({
        status: 'RESOURCE_EXHAUSTED',
        message: 'Too many quotes have been sent from your network in the last hour. Please try again later.',
        details: { reason: 'limit', kind: 'quotes', window: 'hour', scope: 'network' },
      });
      expect(limitMessage('quotes', 'hour')).toBe(refusal?.message);
      expect(await quotes()).toHaveLength(perHour);
      // Another network is not held back.
      expect((await sendQuote({}, { network: '192.0.2.1' })).status).toBe(200);
    });

    it('limits one browser to its own share', async () => {
      const { perHour } = publicFormLimit('client', 'quotes');
      const browser = clientId();
      const answers = [];
      for (let attempt = 0; attempt <= perHour; attempt += 1) answers.push(await sendQuote({}, { network: '198.51.100.80' }, { clientId: browser }));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(perHour).fill(200), 429]);
      expect(answers.at(-1)?.error?.message).toBe('Too many quotes have been sent from this browser in the last hour. Please try again later.');
    });

    it('answers simultaneous sends from one network quickly', async () => {
      // The emulator runs one request per worker process and starts a process per request at once (production runs
      // many per instance): the first burst starts them, the second is measured.
      await Promise.all(Array.from({ length: 10 }, () => sendQuote({}, { network: '198.51.100.9' })));
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendQuote({}, { network: '198.51.100.10' })));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((answer) => answer.result?.reference)).size).toBe(10);
    });

    it('counts IPv6 networks by /56 and /48', async () => {
      const { perHour } = publicFormLimit('network', 'quotes');
      // Each request from its own /64 inside one /56: the /56 is what counts.
      const statuses = [];
      for (let attempt = 0; attempt <= perHour; attempt += 1) statuses.push((await sendQuote({}, { network: `2001:db8:1:${attempt.toString(16)}::1` })).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(perHour);
    });

    it('stores an application with an uploaded resume', async () => {
      const browser = clientId();
      const ticket = await call<{ ticket: string; path: string }>(publicFormFunctions.resumeUpload, { clientId: browser, fileName: 'Asha Rao CV.pdf', size: 13, contentType: 'application/pdf' });
      expect(ticket.result?.path).toMatch(new RegExp(`^resume/${ticket.result?.ticket}/\\d+-[0-9a-f]+-Asha-Rao-CV\\.pdf$`));
      expect(await uploadAs(storageHost!, bucket, ticket.result!.path, '%PDF-1.4 Asha', 'application/pdf', undefined, { contentDisposition: 'attachment' })).toBe(200);
      const submissionId = id();
      const application = { name: 'Asha Rao', email: 'asha.rao@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'yes', experience: '2-5', consent: true };
      const answer = await call<Submitted>(publicFormFunctions.application, { submissionId, clientId: browser, ticket: ticket.result!.ticket, application });
      expect(answer.result).toEqual({ id: submissionId, reference: expect.stringMatching(/^A-\d{4}-\d{6}$/) });
      expect((await db.collection('applicants').doc(submissionId).get()).get('resumeURL')).toBe(ticket.result!.path);

      // One resume, one application.
      const again = await call<Submitted>(publicFormFunctions.application, { submissionId: id(), clientId: browser, ticket: ticket.result!.ticket, application });
      expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Please upload your resume.' });
    });

    it('refuses an application without an uploaded resume', async () => {
      const browser = clientId();
      const ticket = await call<{ ticket: string }>(publicFormFunctions.resumeUpload, { clientId: browser, fileName: 'cv.pdf', size: 13, contentType: 'application/pdf' });
      const application = { name: 'Asha Rao', email: 'asha.rao@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'yes', experience: '2-5', consent: true };
      const answer = await call<Submitted>(publicFormFunctions.application, { submissionId: id(), clientId: browser, ticket: ticket.result!.ticket, application });
      expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Please upload your resume.' });
      expect((await db.collection('applicants').get()).size).toBe(0);
    });
  });
}
