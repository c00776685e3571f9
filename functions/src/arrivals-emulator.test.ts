/**
 * The triggers as deployed, run by the Functions emulator against the
 * Firestore emulator: creating a quote or an application numbers it (a
 * quote written as the site writes it, with its package lines as documents
 * of its `packages` subcollection, also gets their cargo figures) and
 * writes the staff mail and the visitor's acknowledgement (Trigger Email
 * documents) naming the reference; a mailbox is acknowledged once a day,
 * whatever Gmail variant of its address is typed; what visitors type cannot
 * add recipients or markup; the hourly cap stops acknowledgements only: in a
 * flood, staff get one mail at once and the rest in one digest at the end of
 * the window (`flushStaffMailNow`, the emulator's stand-in for the
 * every-minute Cloud Scheduler run); two quotes created at the same moment
 * get different references.
 *
 * The documents are created in a project of this suite's own, for which the
 * suite registers the emulator's triggers (testing/triggers.ts): the
 * functions work in the Firestore of the event's project, so the local
 * site's data is never touched. The settings are functions/.env.local's.
 * `npm test` starts the emulators; without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { FieldValue } from 'firebase-admin/firestore';
import { PACKAGES_SUBCOLLECTION, searchKeyOf } from '@seawave/shared-data/server';
import { hourKey } from './mail/budget';
import { parseDigestWindow } from './mail/digest';
import { mailLogPaths, mailPaths } from './record-arrival';
import { adminFirestore, clearProject, emulatorSettings, waitForDocument } from './testing/firestore';
import { routeTriggersTo } from './testing/triggers';
import { emulatorHosts, emulatorsRunning } from './testing/emulators';

jest.setTimeout(120_000);

const { functions: functionsHost, firestore: firestoreHost } = emulatorHosts;
const projectId = 'demo-seawave-arrivals';

if (emulatorsRunning('new quotes and applications in the Functions emulator', ['functions', 'firestore'])) {
  const { db, close } = adminFirestore(projectId);
  const settings = emulatorSettings();
  const year = new Date().getUTCFullYear();
  const referencePattern = (letter: string) => new RegExp(`^${letter}-${year}-\\d{6}$`);
  /** A fresh address per test run, so that the once-a-day acknowledgement is this run's own. */
  const address = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

  const quote = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ann Lee',
    email: address('ann'),
    contactNumber: '+1 555 0100',
    companyName: 'Acme Logistics',
    companyAddress: '1 Harbour Road',
    services: ['freightForwarding'],
    comments: '',
    mode: 'sea',
    createdAt: FieldValue.serverTimestamp(),
    ...overrides,
  });
  /**
   * A quote as the site's data interface writes it: the quote and each of its
   * package lines as the document `quotes/<id>/packages/<n>` (n its position),
   * in one batch.
   */
  const addQuote = async (overrides: Record<string, unknown> = {}, lines: readonly Record<string, number | boolean>[] = []) => {
    const ref = db.collection('quotes').doc();
    const data = quote(overrides);
    const batch = db.batch();
    batch.set(ref, data);
    lines.forEach((line, index) => batch.set(ref.collection(PACKAGES_SUBCOLLECTION).doc(String(index)), line));
    await batch.commit();
    return { id: ref.id, data };
  };
  const numbered = (path: string) => waitForDocument(db, path, (data) => typeof data?.reference === 'string');
  const mailIds = async () => (await db.collection('mail').get()).docs.map((doc) => doc.id).sort();

  describe('new quotes and applications in the Functions emulator', () => {
    beforeAll(async () => {
      const keys = await routeTriggersTo(projectId, { functionsHost: functionsHost!, firestoreHost: firestoreHost! });
      expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/-onQuoteCreated-/), expect.stringMatching(/-onApplicationCreated-/)]));
    });
    beforeEach(() => clearProject(firestoreHost!, projectId));
    afterAll(close);

    it('numbers a quote, stores its cargo, writes both mails', async () => {
      const { id, data } = await addQuote({}, [
        { count: 20, lengthCm: 120, widthCm: 100, heightCm: 150, grossWeightKg: 400, stackable: false },
        { count: 10, lengthCm: 60, widthCm: 40, heightCm: 50, grossWeightKg: 25.5 },
      ]);
      const stored = await numbered(`quotes/${id}`);
      const reference = String(stored?.reference);
      expect(reference).toMatch(referencePattern('Q'));
      // 20 × 1.8 m³ + 10 × 0.12 m³ = 37.2 CBM; 20 × 400 + 10 × 25.5 = 8,255 kg; 37.2 W/M > 15, so FCL: no chargeable
      // weight. By volume two 20′ (33 CBM each), but the pallets may not be stacked: 9 to a 20′ floor, so three; 22 to a
      // 40′ floor, so one, the cartons four high (three stacks) on the 103 cm of floor left over.
      expect(stored).toMatchObject({
        status: 'new',
        serviceFlags: { freightForwarding: true },
        cargo: { volumeCbm: 37.2, grossWeightKg: 8255, volumetricWeightKg: null, chargeableWeightKg: null, load: 'fcl', containers: { twentyFoot: 3, fortyFoot: 1, fortyFootHighCube: 1 } },
      });
      expect(stored).not.toHaveProperty('packages');
      expect(stored?.searchTerms).toEqual(expect.arrayContaining([reference, 'acme', 'acme logistics', 'ann lee'].map(searchKeyOf)));

      const staff = (await db.doc(mailPaths.staff('quote', id)).get()).data();
      expect(staff).toMatchObject({ to: settings.SALES_MAILBOX, replyTo: data.email, message: { subject: `New quote request ${reference}: Acme Logistics` } });
      expect(staff?.message.text).toContain(`Reference: ${reference}`);
      expect(staff?.message.text).toContain('Package lines:\n20 × 120 × 100 × 150 cm, 400 kg each, not stackable\n10 × 60 × 40 × 50 cm, 25.5 kg each');
      expect(staff?.message.text).toContain('Containers: 3 × 20′ GP or 1 × 40′ GP');
      expect(staff?.message.text).not.toContain('Chargeable weight');
      expect(staff?.message.text).toContain(`Open it in the admin area: ${settings.SITE_ORIGIN}/quoteDetails/${id}`);
      const acknowledgement = (await db.doc(mailPaths.acknowledgement('quote', id)).get()).data();
      expect(acknowledgement).toMatchObject({ to: data.email, message: { subject: `Your SEAWAVE quote request ${reference}` } });
      expect(acknowledgement?.message.text).toContain(`Your reference is ${reference}.`);
    });

    it('numbers an application and writes both mails', async () => {
      await db.doc('jobvacancy/broker').set({ position: 'Customs Broker', department: 'Customs', isBlocked: false, createdAt: FieldValue.serverTimestamp() });
      const ref = db.collection('applicants').doc();
      const email = address('bo');
      await ref.set({ name: 'Bo Chan', email, number: '+44 20 7946 0000', position: 'Customs Broker', vacancyId: 'broker', relocate: 'yes', experience: '2-5', resumeURL: 'resume/u/1-cv.pdf', consent: true, createdAt: FieldValue.serverTimestamp() });
      const stored = await numbered(`applicants/${ref.id}`);
      const reference = String(stored?.reference);
      expect(reference).toMatch(referencePattern('A'));
      expect(stored).toMatchObject({ status: 'new' });

      const staff = (await db.doc(mailPaths.staff('application', ref.id)).get()).data();
      expect(staff).toMatchObject({ to: settings.HR_MAILBOX, message: { subject: `New application ${reference}: Bo Chan for Customs Broker` } });
      expect(staff?.message.text).toContain(`Open it in the admin area: ${settings.SITE_ORIGIN}/applicantDetail/${ref.id}`);
      expect((await db.doc(mailPaths.acknowledgement('application', ref.id)).get()).data()).toMatchObject({ to: email, message: { subject: `Your SEAWAVE application ${reference}` } });
    });

    it('acknowledges a mailbox once a day, any Gmail variant', async () => {
      const name = `victim${Date.now().toString(36)}`;
      const variants = [`${name}@gmail.com`, `${name.slice(0, 1)}.${name.slice(1)}@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`, `${name}@googlemail.com`, `${name.toUpperCase()}+x@gmail.com`];
      const sent: string[] = [];
      for (const email of variants) {
        const added = await addQuote({ email });
        await numbered(`quotes/${added.id}`);
        sent.push(added.id);
      }
      const acknowledgements = (await db.collection('mail').get()).docs.filter((doc) => doc.id.endsWith('-acknowledgement'));
      expect(acknowledgements.map((doc) => doc.id)).toEqual([mailPaths.acknowledgement('quote', sent[0] ?? '').replace('mail/', '')]);
      expect(acknowledgements[0]?.get('to')).toBe(variants[0]);
      expect(await mailIds()).toEqual([mailPaths.staff('quote', sent[0] ?? ''), mailPaths.acknowledgement('quote', sent[0] ?? '')].map((path) => path.replace('mail/', '')).sort());
      expect((await db.collection(mailLogPaths.pending('quote')).get()).docs.map((doc) => doc.id).sort()).toEqual(sent.slice(1).sort());
    });

    it('escapes visitor HTML and adds no mail recipient', async () => {
      const hostile = {
        name: '<img src=x onerror=alert(1)>Ann',
        companyName: 'Acme <b>Ltd</b>\r\nBcc: victim@example.com',
        comments: 'Hello\nBcc: victim@example.com\nCc: other@example.com',
      };
      const { id, data } = await addQuote(hostile);
      await numbered(`quotes/${id}`);
      const staff = (await db.doc(mailPaths.staff('quote', id)).get()).data() ?? {};
      const acknowledgement = (await db.doc(mailPaths.acknowledgement('quote', id)).get()).data() ?? {};
      // Only the configured mailbox and the visitor's one checked address receive anything; no header field is added.
      expect(Object.keys(staff).sort()).toEqual(['message', 'replyTo', 'to']);
      expect(staff).toMatchObject({ to: settings.SALES_MAILBOX, replyTo: data.email });
      expect(Object.keys(acknowledgement).sort()).toEqual(['message', 'to']);
      expect(acknowledgement.to).toBe(data.email);
      expect(JSON.stringify([staff.to, staff.replyTo, acknowledgement.to])).not.toContain('victim');
      // The subject stays one line; the Bcc: text is part of it, not a header.
      expect(staff.message.subject).not.toMatch(/[\r\n]/);
      expect(staff.message.subject).toContain('Acme <b>Ltd</b> Bcc: victim@example.com');
      // The HTML shows the typed markup as text.
      expect(staff.message.html).toContain('&#60;img src=x onerror=alert(1)&#62;Ann');
      expect(staff.message.html).toContain('Acme &#60;b&#62;Ltd&#60;/b&#62;<br>Bcc: victim@example.com');
      expect(staff.message.html).not.toMatch(/<img|<b>|onerror=alert\(1\)>/);
      // The acknowledgement repeats nothing the visitor typed.
      expect(JSON.stringify(acknowledgement)).not.toMatch(/victim|Acme|img/);
    });

    it('sends no acknowledgement to a second recipient', async () => {
      const { id } = await addQuote({ email: 'ann@example.com\nBcc: victim@example.com' });
      await numbered(`quotes/${id}`);
      expect(await mailIds()).toEqual([mailPaths.staff('quote', id).replace('mail/', '')]);
      const staff = (await db.doc(mailPaths.staff('quote', id)).get()).data() ?? {};
      expect(Object.keys(staff).sort()).toEqual(['message', 'to']);
    });

    it('caps acknowledgements hourly, never staff mail', async () => {
      const cap = Number(settings.MAIL_HOURLY_CAP);
      expect(cap).toBeGreaterThan(1);
      // Not across an hour's end: the count below is this hour's.
      const untilNextHour = 3_600_000 - (Date.now() % 3_600_000);
      if (untilNextHour < 30_000) await new Promise((resolve) => setTimeout(resolve, untilNextHour + 1000));
      const hourPath = mailLogPaths.hour(new Date());
      await db.doc(hourPath).set({ hour: hourKey(new Date()), sent: cap - 1, refused: 0 });

      const last = await addQuote();
      await numbered(`quotes/${last.id}`);
      const over = await addQuote();
      await numbered(`quotes/${over.id}`);

      expect(await mailIds()).toEqual([mailPaths.acknowledgement('quote', last.id), mailPaths.staff('quote', last.id)].map((path) => path.replace('mail/', '')).sort());
      expect((await db.doc(hourPath).get()).data()).toMatchObject({ sent: cap, refused: 1 });
      // The second quote's staff mail is not refused: it waits for the digest.
      expect((await db.doc(`${mailLogPaths.pending('quote')}/${over.id}`).get()).exists).toBe(true);
    });

    it('staff learn of a real quote after a flood', async () => {
      const cap = Number(settings.MAIL_HOURLY_CAP);
      const windowMs = parseDigestWindow(settings.STAFF_MAIL_WINDOW_MINUTES);
      const FLOOD = 200;
      const started = Date.now();
      // 20 quotes a second for 10 s, each from an address of its own.
      for (let second = 0; second < 10; second += 1) {
        const batch = db.batch();
        for (let i = 0; i < FLOOD / 10; i += 1) batch.set(db.collection('quotes').doc(), quote({ name: `Flood ${second}-${i}`, companyName: 'Flood Ltd', email: address(`flood${second}x${i}`) }));
        await batch.commit();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (second + 1) * 1000 - Date.now())));
      }
      const floodSeconds = (Date.now() - started) / 1000;
      const real = await addQuote({ name: 'Real Customer', companyName: 'Real Freight Co', email: address('real') });
      const reference = String((await waitForDocument(db, `quotes/${real.id}`, (data) => typeof data?.reference === 'string', 120_000))?.reference);
      // Every quote is numbered before the mail is counted.
      const deadline = Date.now() + 120_000;
      while ((await db.collection('quotes').where('reference', '!=', null).count().get()).data().count < FLOOD + 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const numberedSeconds = (Date.now() - started) / 1000;
      expect((await db.collection('quotes').where('reference', '!=', null).count().get()).data().count).toBe(FLOOD + 1);

      const salesMail = async () => (await db.collection('mail').where('to', '==', settings.SALES_MAILBOX).get()).docs;
      // Staff were told at once of the first quote; the rest wait, none refused.
      expect(await salesMail()).toHaveLength(1);
      const digestState = (await db.doc(mailLogPaths.digest('quote')).get()).data();
      expect(digestState?.pending).toBe(FLOOD);
      const lastSentAt = (digestState?.lastSentAt as { toMillis(): number }).toMillis();

      // Acknowledgements stop at the cap (each hour's count at most the cap; 201 arrivals fill at least one hour).
      const hours = (await db.collection('mailLog').get()).docs.filter((doc) => doc.id.startsWith('hour-'));
      const acknowledgements = (await db.collection('mail').get()).docs.filter((doc) => doc.id.endsWith('-acknowledgement'));
      for (const hour of hours) expect(hour.get('sent')).toBeLessThanOrEqual(cap);
      expect(Math.max(...hours.map((hour) => Number(hour.get('sent'))))).toBe(cap);
      expect(acknowledgements).toHaveLength(hours.reduce((sum, hour) => sum + Number(hour.get('sent')), 0));

      // The flush (every minute in production) sends nothing before the window is over, and one digest at its end.
      const flushUrl = `http://${functionsHost}/demo-seawave/us-central1/flushStaffMailNow`;
      const flush = async (at: number) => {
        const response = await fetch(flushUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ projectId, at }) });
        if (!response.ok) throw new Error(`flushStaffMailNow answered HTTP ${response.status}: ${await response.text()}`);
        return (await response.json()) as { quote: { status: string; listed?: string[] } };
      };
      expect((await flush(lastSentAt + windowMs - 1)).quote).toEqual({ status: 'window-open', pending: FLOOD });
      expect(await salesMail()).toHaveLength(1);
      const sent = (await flush(lastSentAt + windowMs)).quote;
      expect(sent).toMatchObject({ status: 'sent' });
      expect(sent.listed).toHaveLength(FLOOD);
      expect(sent.listed).toContain(reference);
      expect((await flush(lastSentAt + 2 * windowMs)).quote).toEqual({ status: 'nothing-waiting' });

      const mails = await salesMail();
      // One digest per window, in parts of 100, plus the first.
      expect(mails).toHaveLength(1 + Math.ceil(FLOOD / 100));
      const digest = mails.find((doc) => doc.id.includes('-digest-') && String(doc.get('message.text')).includes(reference));
      expect(digest?.get('message.text')).toContain(`${reference}: Real Freight Co (Real Customer)`);
      expect(digest?.get('message.text')).toContain(`${settings.SITE_ORIGIN}/quoteDetails/${real.id}`);
      console.log(
        `Flood: ${FLOOD} quotes sent in ${floodSeconds.toFixed(1)} s, all ${FLOOD + 1} numbered after ${numberedSeconds.toFixed(1)} s; ` +
          `${mails.length} sales mails (the first at once, the rest in one digest), ${acknowledgements.length} acknowledgements (cap ${cap}).`,
      );
    }, 300_000);

    it('gives simultaneous quotes different references', async () => {
      const batch = db.batch();
      const refs = [db.collection('quotes').doc(), db.collection('quotes').doc()];
      for (const ref of refs) batch.set(ref, quote());
      await batch.commit();
      const references = await Promise.all(refs.map(async (ref) => String((await numbered(`quotes/${ref.id}`))?.reference)));
      expect(references[0]).not.toBe(references[1]);
      expect([...references].sort()).toEqual([`Q-${year}-000001`, `Q-${year}-000002`]);
    });
  });
}
