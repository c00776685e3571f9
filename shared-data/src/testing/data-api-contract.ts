/**
 * The contract every DataApi implementation must meet. Run it from a test
 * file: `describeDataApiContract('local', makeApi)`.
 */
import { FileValidationError, type SortOrder } from '../entities';
import type { Quote, NewApplicant, NewPost, NewQuote, NewRate, NewVacancy, Vacancy } from '../entity-types';
import { StoredFileMissingError, type DataApi, type DataOperation, type PageCursor, type PageResult, type QuoteFilters } from '../data-api';
import { ItemGoneError, StatusConflictError } from '../pipeline';
import { IMAGE_CONTENT_TEXT } from '../schemas/file-content';
import { searchTermsOf } from '../search/search-terms';
import { makeRate } from './sample-entities';
import { searchTermsOfDocument } from '../server/arrival-fields';

export interface ContractOptions {
  /** Failure injection (the implementation's internal `shouldFail` hook). */
  shouldFail?: (operation: DataOperation) => boolean;
}

export type MakeApi = (options: ContractOptions) => Promise<DataApi>;

/**
 * What the server (the Cloud Functions, with the Admin SDK) writes, for the
 * contract to set up what the interface only reads: the fields written after a
 * create (reference, status, search terms, service flags).
 */
export interface ContractServer {
  write(api: DataApi, collection: 'quotes' | 'applicants', id: string, fields: Record<string, unknown>): Promise<void>;
  /** The e-mail of the staff member the interface acts as. */
  staffEmail: string;
}

/** A tiny valid PNG (1x1). */
const PNG = Uint8Array.from(
  atobBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
);

function atobBytes(base64: string): number[] {
  const binary = typeof atob === 'function' ? atob(base64) : Buffer.from(base64, 'base64').toString('binary');
  return Array.from(binary, (c) => c.charCodeAt(0));
}

export function pngFile(name = 'photo.png'): File {
  return new File([PNG], name, { type: 'image/png' });
}

export function pdfFile(name = 'resume.pdf'): File {
  return new File(['%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'], name, { type: 'application/pdf' });
}

export const sampleQuote: NewQuote = {
  name: 'Contract Tester',
  email: 'tester@example.com',
  contactNumber: '+91 00000 00099',
  companyName: 'Contract Co',
  companyAddress: '9 Test Lane',
  services: ['warehousing', 'customClearance'],
  comments: 'Line one\nLine two',
};

export const sampleVacancy: NewVacancy = {
  position: 'Contract Position',
  department: 'Testing',
  overview: 'Overview',
  responsibilities: 'One\nTwo',
  prerequisite: 'A\nB',
  experience: '3 years',
};

/** The calendar day `offset` days from today (UTC), as rate cards write their validity. */
const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A sea rate per 20′ GP, valid from yesterday for a month (days in UTC: either side of the site's day). */
export function sampleRate(lane: string): NewRate {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rate } = makeRate({
    id: lane,
    originPlace: `${lane} Port`,
    validFrom: dayFromToday(-1),
    validUntil: dayFromToday(30),
    includes: 'Ocean freight',
  });
  return rate;
}

function samplePost(): NewPost {
  return { name: 'Author', topic: 'Topic', description: 'Description', message: 'Para 1\n\nPara 2', mainPhoto: pngFile('main photo.png'), profilePhoto: pngFile('profile.png') };
}

function sampleApplicant(): NewApplicant {
  return { name: 'Applicant', email: 'a@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'no', experience: '2-5', resume: pdfFile('My Resume.pdf'), consent: true };
}

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<number[]> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => Array.from(new Uint8Array(buffer)));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const near = (date: Date | null, ms = 5 * 60 * 1000) => date !== null && Math.abs(date.getTime() - Date.now()) < ms;

/** Waits until the latest emitted value satisfies `predicate`. */
function waitForList(api: DataApi, predicate: (list: Vacancy[]) => boolean, timeoutMs = 5000): { done: Promise<Vacancy[]>; stop: () => void } {
  let stop = () => undefined as void;
  const done = new Promise<Vacancy[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The vacancy subscription did not report the change in time.'));
    }, timeoutMs);
    const unsubscribe = api.vacancies.subscribe(
      (list) => {
        if (predicate(list)) {
          clearTimeout(timer);
          resolve(list);
          queueMicrotask(() => stop());
        }
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  return { done, stop: () => stop() };
}

export function describeDataApiContract(name: string, makeApi: MakeApi, server: ContractServer): void {
  describe(`DataApi contract: ${name}`, () => {
    let api: DataApi;
    beforeAll(async () => {
      api = await makeApi({});
    });

    /** A word no other test uses, to find this test's documents by the search. */
    const uniqueWord = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
    /** What the server writes for a created quote: its search terms, service flags and status. */
    async function serverQuote(id: string, status = 'new') {
      const quote = (await api.quotes.get(id))!;
      await server.write(api, 'quotes', id, {
        status,
        reference: null,
        searchTerms: searchTermsOfDocument('quote', { ...quote }, ''),
        serviceFlags: Object.fromEntries(quote.services.map((service) => [service, true])),
      });
    }

    describe('quote inbox: pages, filters, search and count', () => {
      const word = uniqueWord('paging');
      const ids: string[] = [];
      beforeAll(async () => {
        for (let i = 0; i < 5; i++) {
          const { id } = await api.quotes.create({ ...sampleQuote, companyName: `${word} Traders ${i}`, services: i % 2 === 0 ? ['warehousing'] : ['landFreight'] });
          await serverQuote(id, i < 2 ? 'accepted' : 'new');
          ids.push(id);
        }
      });

      it('reads pages newest first by a cursor, the last page without a next cursor', async () => {
        const first = await api.quotes.page({ filters: { search: word }, pageSize: 2 });
        expect(first.items.map((q) => q.id)).toEqual([ids[4], ids[3]]);
        expect(first.next).not.toBeNull();
        const second = await api.quotes.page({ filters: { search: word }, pageSize: 2, after: first.next });
        expect(second.items.map((q) => q.id)).toEqual([ids[2], ids[1]]);
        const third = await api.quotes.page({ filters: { search: word }, pageSize: 2, after: second.next });
        expect(third.items.map((q) => q.id)).toEqual([ids[0]]);
        expect(third.next).toBeNull();
      });
      it('reads oldest first on request', async () => {
        const page = await api.quotes.page({ filters: { search: word }, order: 'oldest', pageSize: 20 });
        expect(page.items.map((q) => q.id)).toEqual(ids);
        expect(page.next).toBeNull();
      });
      it('combines the search with the status and the service filters, and counts without reading', async () => {
        expect(await api.quotes.count({ search: word })).toBe(5);
        expect(await api.quotes.count({ search: word, status: 'accepted' })).toBe(2);
        const accepted = await api.quotes.page({ filters: { search: word, status: 'accepted' } });
        expect(accepted.items.map((q) => q.id)).toEqual([ids[1], ids[0]]);
        const warehousing = await api.quotes.page({ filters: { search: word, service: 'warehousing' } });
        expect(warehousing.items.map((q) => q.id)).toEqual([ids[4], ids[2], ids[0]]);
        expect(await api.quotes.count({ search: word, status: 'new', service: 'landFreight' })).toBe(1);
      });
      it('finds by the start of a word of the company, in any case', async () => {
        const found = await api.quotes.page({ filters: { search: `${word.toUpperCase()} trad` } });
        expect(found.items).toHaveLength(5);
        expect((await api.quotes.page({ filters: { search: `${word}x` } })).items).toEqual([]);
      });
      it('finds by digits of the phone number however written, by the origin or the destination, and by a part of the company from any word on', async () => {
        const company = uniqueWord('contractco');
        const place = uniqueWord('harbour');
        // Nine digits no other test's phone has: '+91 9dddd ddddd'.
        const digits = `${Date.now() % 1e9}`.padStart(9, '0');
        const phone = `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`;
        const { id } = await api.quotes.create({ ...sampleQuote, companyName: `Acme ${company} co 08`, contactNumber: phone, origin: `${place} Nhava Sheva`, destination: `Jebel Ali ${place}` });
        await serverQuote(id);
        const found = async (search: string) => (await api.quotes.page({ filters: { search } })).items.map((quote) => quote.id);
        for (const search of [phone, `919${digits}`, `9${digits}`, `+91-9${digits.slice(0, 4)}`, `(9${digits.slice(0, 4)}) ${digits.slice(4)}`]) {
          expect({ search, found: await found(search) }).toEqual({ search, found: [id] });
        }
        expect(await found(`${place} nhava`)).toEqual([id]);
        expect(await found(`ali ${place}`)).toEqual([id]);
        expect(await found(`${company} CO 08`)).toEqual([id]);
        expect(await api.quotes.count({ search: `${company} co 09` })).toBe(0);
      });
      it('assigns a quote to staff or to nobody, and filters by who works it and by the time sent', async () => {
        const team = uniqueWord('assigned');
        const { id } = await api.quotes.create({ ...sampleQuote, companyName: `${team} Shipping` });
        await serverQuote(id);
        const mailbox = server.staffEmail.toLowerCase();
        await api.quotes.assign(id, server.staffEmail.toUpperCase());
        expect((await api.quotes.get(id))?.assignedTo).toBe(mailbox);
        expect(await api.quotes.count({ search: team, assignedTo: mailbox })).toBe(1);
        expect((await api.quotes.page({ filters: { assignedTo: mailbox, search: team } })).items.map((quote) => quote.id)).toEqual([id]);
        await expect(api.quotes.assign(id, 'not an address')).rejects.toThrow();
        await api.quotes.assign(id, '');
        expect((await api.quotes.get(id))?.assignedTo).toBe('');
        expect(await api.quotes.count({ search: team, assignedTo: mailbox })).toBe(0);
        expect(await api.quotes.count({ search: team, before: new Date(Date.now() + 3_600_000) })).toBe(1);
        expect(await api.quotes.count({ search: team, before: new Date(Date.now() - 86_400_000) })).toBe(0);
      });
      it('refuses an impossible page size', async () => {
        await expect(api.quotes.page({ pageSize: 0 })).rejects.toThrow(/page size/);
        await expect(api.quotes.page({ pageSize: 1000 })).rejects.toThrow(/page size/);
      });
    });

    describe('quote inbox: quotes without a date are listed too, always after the dated ones', () => {
      const word = uniqueWord('undated');
      /** The dated quotes, oldest first. */
      const dated: string[] = [];
      /** The undated quotes (stored with `createdAt: null`), by id: the order they are listed in. */
      let undated: string[] = [];
      /** The one undated quote with the status accepted. */
      let undatedAccepted = '';
      beforeAll(async () => {
        for (let i = 0; i < 6; i++) {
          const { id } = await api.quotes.create({ ...sampleQuote, companyName: `${word} Shippers ${i}` });
          await serverQuote(id, i % 2 === 0 ? 'accepted' : 'new');
          if (i < 3) dated.push(id);
          else {
            await server.write(api, 'quotes', id, { createdAt: null });
            undated.push(id);
            if (i % 2 === 0) undatedAccepted = id;
          }
        }
        undated = [...undated].sort();
      });

      /** Every page of a listing, by its cursors, until `next` is null. */
      async function allPages(filters: QuoteFilters, order: SortOrder, pageSize: number): Promise<string[][]> {
        const pages: string[][] = [];
        let after: PageCursor | null = null;
        do {
          const page: PageResult<Quote> = await api.quotes.page({ filters, order, pageSize, after });
          pages.push(page.items.map((quote) => quote.id));
          after = page.next;
        } while (after !== null && pages.length < 10);
        return pages;
      }

      it('lists the undated quotes after the dated ones newest first, one page holding the end of the one and the start of the other', async () => {
        const pages = await allPages({ search: word }, 'latest', 2);
        expect(pages.slice(0, 3)).toEqual([
          [dated[2], dated[1]],
          [dated[0], undated[0]],
          [undated[1], undated[2]],
        ]);
        // A full last page is followed by an empty one, which ends the listing.
        expect(pages.slice(3)).toEqual([[]]);
        const undatedItem = (await api.quotes.page({ filters: { search: word }, pageSize: 20 })).items.find((quote) => quote.id === undated[0]);
        expect(undatedItem?.createdAt).toBeNull();
      });
      it('lists the undated quotes last in the oldest-first order too', async () => {
        expect((await allPages({ search: word }, 'oldest', 4)).flat()).toEqual([...dated, ...undated]);
        expect((await api.quotes.page({ filters: { search: word }, order: 'oldest', pageSize: 20 })).items.map((quote) => quote.id)).toEqual([...dated, ...undated]);
      });
      it('applies the filters to the undated quotes as well, and counts them', async () => {
        expect((await allPages({ search: word, status: 'accepted' }, 'latest', 1)).flat()).toEqual([dated[2], dated[0], undatedAccepted]);
        expect(await api.quotes.count({ search: word })).toBe(6);
        expect(await api.quotes.count({ search: word, status: 'accepted' })).toBe(3);
      });
    });

    describe('quote shipment details', () => {
      it('stores the package lines with the quote and reads them back as numbers, in order', async () => {
        const { id } = await api.quotes.create({
          ...sampleQuote,
          mode: 'sea',
          origin: 'Nhava Sheva',
          destination: 'Rotterdam',
          readyDate: '2026-12-01',
          incoterm: 'FOB',
          cargoDescription: 'Machine parts\nin crates',
          packages: [
            { count: '2', lengthCm: '120', widthCm: '80', heightCm: '100', grossWeightKg: '150.5' },
            { count: null, lengthCm: '', widthCm: '', heightCm: '', grossWeightKg: '' },
            { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, grossWeightKg: 20 },
          ],
        });
        const quote = await api.quotes.get(id);
        expect(quote).toMatchObject({ mode: 'sea', origin: 'Nhava Sheva', readyDate: '2026-12-01', incoterm: 'FOB', cargoDescription: 'Machine parts\nin crates' });
        expect(quote!.packages).toEqual([
          { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150.5 },
          { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, grossWeightKg: 20 },
        ]);
      });
      it('refuses an incomplete package line, a bad date and an unknown mode, storing nothing', async () => {
        await expect(api.quotes.create({ ...sampleQuote, packages: [{ count: 1, lengthCm: 10, widthCm: 10, heightCm: '', grossWeightKg: 1 }] })).rejects.toThrow(/package lines/);
        await expect(api.quotes.create({ ...sampleQuote, readyDate: '2026-02-30' })).rejects.toThrow(/not a valid date/);
        await expect(api.quotes.create({ ...sampleQuote, mode: 'rail' as never })).rejects.toThrow(/Mode must be/);
      });
    });

    describe.each(['quotes', 'applicants'] as const)('%s: status, history and notes', (group) => {
      let id = '';
      beforeAll(async () => {
        id = (group === 'quotes' ? await api.quotes.create(sampleQuote) : await api.applicants.create(sampleApplicant())).id;
      });
      const pipeline = () => (group === 'quotes' ? api.quotes : api.applicants) as DataApi['quotes'] | DataApi['applicants'];
      const second = group === 'quotes' ? 'quoted' : 'interviewed';
      const first = group === 'quotes' ? 'pricing' : 'shortlisted';

      it('reads as New with no history and no notes at first', async () => {
        expect((await pipeline().get(id))?.status).toBe('new');
        expect(await pipeline().history(id)).toEqual([]);
        expect(await pipeline().notes(id)).toEqual([]);
      });
      const setStatus = (status: string, seen: string | null, on = id) =>
        (pipeline().setStatus as (id: string, status: string, seen: string | null) => Promise<void>)(on, status, seen);
      const seenNow = async () => (await pipeline().get(id))?.historyId ?? null;

      it('records each status change with who and when, newest first', async () => {
        await setStatus(first, null);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await setStatus(second, await seenNow());
        expect((await pipeline().get(id))?.status).toBe(second);
        const history = await pipeline().history(id);
        expect(history.map((entry) => [entry.status, entry.by])).toEqual([
          [second, server.staffEmail],
          [first, server.staffEmail],
        ]);
        expect(history.every((entry) => near(entry.at))).toBe(true);
      });
      it('refuses a change based on a status changed since it was read, naming the status now and who set it', async () => {
        const seen = await seenNow();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await setStatus(first, seen);
        const refused = setStatus(second, seen);
        await expect(refused).rejects.toBeInstanceOf(StatusConflictError);
        await expect(refused).rejects.toMatchObject({ status: first, by: server.staffEmail });
        expect((await pipeline().get(id))?.status).toBe(first);
        const history = await pipeline().history(id);
        expect(history).toHaveLength(3);
        expect(history[0]?.status).toBe(first);
        // Read afresh, the same change is stored.
        await setStatus(second, await seenNow());
        expect((await pipeline().get(id))?.status).toBe(second);
      });
      it('refuses an unknown status, and says a missing item is gone', async () => {
        await expect(setStatus('archived', await seenNow())).rejects.toThrow(/status must be one of/);
        await expect(setStatus('new', null, 'does-not-exist')).rejects.toBeInstanceOf(ItemGoneError);
      });
      it('adds notes by the staff member, newest first, refusing a blank one', async () => {
        await pipeline().addNote(id, 'First call:\nno answer');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await pipeline().addNote(id, '  Sent the rates  ');
        const notes = await pipeline().notes(id);
        expect(notes.map((note) => [note.text, note.author])).toEqual([
          ['Sent the rates', server.staffEmail],
          ['First call:\nno answer', server.staffEmail],
        ]);
        expect(near(notes[0]!.createdAt)).toBe(true);
        await expect(pipeline().addNote(id, '   ')).rejects.toThrow(/required/);
        await expect(pipeline().addNote(id, 'x'.repeat(2001))).rejects.toThrow(/longer than 2000/);
        await expect(pipeline().addNote('does-not-exist', 'x')).rejects.toBeInstanceOf(ItemGoneError);
      });
      it('deletes the item with its notes and history', async () => {
        await pipeline().remove(id);
        expect(await pipeline().get(id)).toBeNull();
        expect(await pipeline().notes(id)).toEqual([]);
        expect(await pipeline().history(id)).toEqual([]);
      });
      it('deletes an item whose notes fill several batches', async () => {
        const many = (group === 'quotes' ? await api.quotes.create(sampleQuote) : await api.applicants.create(sampleApplicant())).id;
        for (let note = 0; note < 45; note++) await pipeline().addNote(many, `Note ${note}`);
        await pipeline().remove(many);
        expect(await pipeline().get(many)).toBeNull();
        expect(await pipeline().notes(many)).toEqual([]);
      });
    });

    describe('submissions', () => {
      it('answers the reference the server gave, and stores a submission sent twice once', async () => {
        const word = uniqueWord('Twice');
        const submissionId = `Twice${Date.now()}AbCdEfGhIj`;
        const first = await api.quotes.create({ ...sampleQuote, companyName: `${word} Exports` }, { submissionId });
        expect(first).toEqual({
          id: submissionId,
          reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
          indicativePrice: null,
          statusPath: expect.stringMatching(/^\/quote-status\/Q-\d{4}-\d{6}\?key=[A-Za-z0-9_-]{43}$/),
        });
        expect(await api.quotes.create({ ...sampleQuote, companyName: `${word} Exports` }, { submissionId })).toEqual(first);
        expect((await api.quotes.get(submissionId))?.reference).toBe(first.reference);
      });
      it('tells whether an application sent earlier arrived', async () => {
        const submissionId = `Arrived${Date.now()}AbCdEfGhIj`;
        expect(await api.applicants.arrived(submissionId)).toBeNull();
        const sent = await api.applicants.create(sampleApplicant(), { submissionId });
        expect(sent.reference).toMatch(/^A-\d{4}-\d{6}$/);
        expect(await api.applicants.arrived(submissionId)).toEqual(sent);
      });
    });

    describe('applicant inbox: vacancy, dates and retention', () => {
      it("links an application to an open vacancy, keeps the applicant's own current position, and filters by the vacancy and by the time sent", async () => {
        const vacancyId = await api.vacancies.create({ ...sampleVacancy, position: 'Linked Clerk' });
        const before = new Date(Date.now() - 60_000);
        const { id } = await api.applicants.create({ ...sampleApplicant(), position: 'Warehouse Supervisor', vacancyId });
        await server.write(api, 'applicants', id, { status: 'new', reference: null, searchTerms: searchTermsOf({ texts: ['Applicant', 'a@example.com'] }) });
        expect(await api.applicants.get(id)).toMatchObject({ vacancyId, position: 'Warehouse Supervisor' });
        const linked = await api.applicants.page({ filters: { vacancyId } });
        expect(linked.items.map((a) => a.id)).toEqual([id]);
        expect(await api.applicants.count({ vacancyId, from: before, before: new Date(Date.now() + 60_000) })).toBe(1);
        expect(await api.applicants.count({ vacancyId, before })).toBe(0);
        expect(await api.applicants.count({ vacancyId, status: 'new' })).toBe(1);
      });
      it('refuses an application for a closed or blocked vacancy', async () => {
        const closed = await api.vacancies.create({ ...sampleVacancy, position: 'Closed Clerk', closingDate: '2020-01-31' });
        await expect(api.applicants.create({ ...sampleApplicant(), position: 'Closed Clerk', vacancyId: closed })).rejects.toThrow();
        const blocked = await api.vacancies.create({ ...sampleVacancy, position: 'Blocked Clerk', isBlocked: true });
        await expect(api.applicants.create({ ...sampleApplicant(), position: 'Blocked Clerk', vacancyId: blocked })).rejects.toThrow();
      });
      it('refuses an application without consent', async () => {
        await expect(api.applicants.create({ ...sampleApplicant(), consent: false })).rejects.toThrow(/consent/);
      });
      it('deletes every applicant created before a date, with resume, notes and history, and keeps the later ones', async () => {
        const { id: old } = await api.applicants.create(sampleApplicant());
        const oldResume = (await api.applicants.get(old))!.resumeURL;
        await api.applicants.addNote(old, 'Old note');
        await api.applicants.setStatus(old, 'rejected', null);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const cutoff = new Date();
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { id: recent } = await api.applicants.create(sampleApplicant());
        const removed = await api.applicants.removeOlderThan(cutoff);
        expect(removed).toBeGreaterThanOrEqual(1);
        expect(await api.applicants.get(old)).toBeNull();
        expect(await api.applicants.notes(old)).toEqual([]);
        expect(await api.applicants.history(old)).toEqual([]);
        await expect(api.files.download(oldResume)).rejects.toBeInstanceOf(StoredFileMissingError);
        expect(await api.applicants.get(recent)).not.toBeNull();
        expect(await api.applicants.count({ before: cutoff })).toBe(0);
      });
    });

    describe('quotes', () => {
      it('creates a quote with every field and createdAt, and reads it back', async () => {
        const { id } = await api.quotes.create(sampleQuote);
        const quote = await api.quotes.get(id);
        expect(quote).toMatchObject({ ...sampleQuote, id, services: ['customClearance', 'warehousing'] });
        expect(near(quote!.createdAt)).toBe(true);
        expect((await api.quotes.page({ pageSize: 100 })).items.map((q) => q.id)).toContain(id);
      });
      it('returns null for a missing quote', async () => {
        expect(await api.quotes.get('does-not-exist')).toBeNull();
      });
      it('rejects unknown services, no services and over-long fields', async () => {
        await expect(api.quotes.create({ ...sampleQuote, services: [] })).rejects.toThrow();
        await expect(api.quotes.create({ ...sampleQuote, services: ['teleport' as never] })).rejects.toThrow();
        await expect(api.quotes.create({ ...sampleQuote, name: 'x'.repeat(101) })).rejects.toThrow(/longer than 100/);
      });
      it.each(['abcdefghij', '98765abc43', '1', '+++---()'])('refuses the contact number %p and stores nothing', async (contactNumber) => {
        const count = await api.quotes.count();
        await expect(api.quotes.create({ ...sampleQuote, contactNumber })).rejects.toThrow('Please enter a valid phone number (7 to 15 digits).');
        expect(await api.quotes.count()).toBe(count);
      });
    });

    describe('rates', () => {
      it('creates, lists, reads, edits and deletes a rate card, keeping createdAt', async () => {
        const lane = uniqueWord('Card');
        const id = await api.rates.create({ ...sampleRate(lane), minimum: 100 });
        const created = await api.rates.get(id);
        expect(created).toMatchObject({ ...sampleRate(lane), minimum: 100, id });
        expect(near(created!.createdAt)).toBe(true);
        expect((await api.rates.list()).map((rate) => rate.id)).toContain(id);
        // A string from a form's input reads as a number; the minimum left out is removed.
        await api.rates.update(id, { ...sampleRate(lane), amount: '900.50', perKgFrom45: undefined });
        const edited = await api.rates.get(id);
        expect(edited).toMatchObject({ amount: 900.5, createdAt: created!.createdAt });
        expect(edited?.minimum).toBeUndefined();
        expect(near(edited!.updatedAt)).toBe(true);
        await api.rates.remove(id);
        expect(await api.rates.get(id)).toBeNull();
      });
      it('refuses a basis its mode is not priced on, a validity ending before it starts and an amount of three decimals', async () => {
        const rate = sampleRate(uniqueWord('Refused'));
        await expect(api.rates.create({ ...rate, mode: 'air' })).rejects.toThrow(/basis/i);
        await expect(api.rates.create({ ...rate, validUntil: dayFromToday(-2) })).rejects.toThrow(/valid until/);
        await expect(api.rates.create({ ...rate, amount: '850.125' })).rejects.toThrow(/amount/);
        await expect(api.rates.create({ ...rate, originCountry: 'India' })).rejects.toThrow(/origin country/);
      });
      it('answers a quote on a lane with a valid rate with its indicative price, and stores it', async () => {
        const lane = uniqueWord('Priced');
        await api.rates.create(sampleRate(lane));
        const quote: NewQuote = {
          ...sampleQuote,
          mode: 'sea',
          origin: `${lane} Port, IN`,
          destination: 'Jebel Ali (AE)',
          packages: [{ count: 10, lengthCm: 120, widthCm: 100, heightCm: 100, grossWeightKg: 3000 }],
        };
        const sent = await api.quotes.create(quote);
        const price = {
          currency: 'USD',
          low: 1700,
          high: 1700,
          covers: `2 × 20′ GP, sea freight from ${lane} Port (IN) to Jebel Ali (AE). Includes: Ocean freight`,
          validUntil: dayFromToday(30),
          transitDaysLow: 5,
          transitDaysHigh: 5,
        };
        expect(sent.indicativePrice).toEqual(price);
        expect((await api.quotes.get(sent.id))?.indicativePrice).toEqual(price);
        const elsewhere = await api.quotes.create({ ...quote, origin: `${lane} Harbour, IN` });
        expect(elsewhere.indicativePrice).toBeNull();
      });
    });

    describe('vacancies', () => {
      it('creates a vacancy (not blocked) and reads it back', async () => {
        const id = await api.vacancies.create(sampleVacancy);
        const vacancy = await api.vacancies.get(id);
        expect(vacancy).toMatchObject({ ...sampleVacancy, id, isBlocked: false });
        expect(near(vacancy!.createdAt)).toBe(true);
        expect(await api.vacancies.get('does-not-exist')).toBeNull();
      });
      it('reports a new vacancy and a block/unblock through the live subscription', async () => {
        const marker = `Live ${Date.now()}`;
        const created = waitForList(api, (list) => list.some((v) => v.position === marker));
        const id = await api.vacancies.create({ ...sampleVacancy, position: marker });
        await created.done;

        const blocked = waitForList(api, (list) => list.some((v) => v.id === id && v.isBlocked));
        await api.vacancies.setBlocked(id, true);
        await blocked.done;
        expect((await api.vacancies.get(id))?.isBlocked).toBe(true);

        const unblocked = waitForList(api, (list) => list.some((v) => v.id === id && !v.isBlocked));
        await api.vacancies.setBlocked(id, false);
        await unblocked.done;
      });
      it('stops reporting after unsubscribe', async () => {
        const seen: number[] = [];
        const unsubscribe = api.vacancies.subscribe((list) => seen.push(list.length), () => undefined);
        await new Promise((r) => setTimeout(r, 200));
        unsubscribe();
        const count = seen.length;
        await api.vacancies.create(sampleVacancy);
        await new Promise((r) => setTimeout(r, 300));
        expect(seen.length).toBe(count);
      });
      it('rejects blocking a missing vacancy', async () => {
        await expect(api.vacancies.setBlocked('does-not-exist', true)).rejects.toThrow();
      });
      it('edits every text and the closing date, keeping createdAt and the blocked flag', async () => {
        const id = await api.vacancies.create({ ...sampleVacancy, closingDate: '2030-01-31' });
        await api.vacancies.setBlocked(id, true);
        const before = await api.vacancies.get(id);
        const edit = { position: 'Edited', department: 'Ops', overview: 'New overview', responsibilities: 'X\nY', prerequisite: 'Z', experience: '5 years', closingDate: '2031-06-30' };
        await api.vacancies.update(id, { ...edit, isBlocked: false });
        expect(await api.vacancies.get(id)).toEqual({ ...before, ...edit, isBlocked: true });
        const { closingDate: _dropped, ...withoutDate } = edit;
        await api.vacancies.update(id, withoutDate);
        expect((await api.vacancies.get(id))?.closingDate).toBeUndefined();
        await expect(api.vacancies.update('does-not-exist', withoutDate)).rejects.toThrow();
        await expect(api.vacancies.update(id, { ...withoutDate, closingDate: '31/12/2030' })).rejects.toThrow(/not a valid date/);
      });
    });

    describe('posts', () => {
      it('uploads both photos, creates the post with createdAt and resolves photo URLs', async () => {
        const input = samplePost();
        const id = await api.posts.create(input);
        const post = await api.posts.get(id);
        expect(post).toMatchObject({ id, name: input.name, topic: input.topic, description: input.description, message: input.message, updatedAt: null });
        expect(post!.mainPhoto).toEqual(expect.any(String));
        expect(post!.profilePhoto).toEqual(expect.any(String));
        expect(post!.mainPhoto).not.toBe(post!.profilePhoto);
        expect(near(post!.createdAt)).toBe(true);
        expect((await api.posts.list()).find((p) => p.id === id)?.mainPhoto).toBe(post!.mainPhoto);
      });
      it('updates texts and updatedAt, keeping photos not replaced, and replaces a given photo', async () => {
        const id = await api.posts.create(samplePost());
        const before = await api.posts.get(id);
        await api.posts.update(id, { name: 'New name', topic: 'New topic', description: 'New description', message: 'New message' });
        const after = await api.posts.get(id);
        expect(after).toMatchObject({ name: 'New name', topic: 'New topic', description: 'New description', message: 'New message' });
        expect(after!.mainPhoto).toBe(before!.mainPhoto);
        expect(after!.profilePhoto).toBe(before!.profilePhoto);
        expect(near(after!.updatedAt)).toBe(true);

        await api.posts.update(id, { name: 'New name', topic: 'T', description: 'D', message: 'M', mainPhoto: pngFile('replacement.png') });
        const replaced = await api.posts.get(id);
        expect(replaced!.mainPhoto).toEqual(expect.any(String));
        expect(replaced!.mainPhoto).not.toBe(before!.mainPhoto);
        expect(replaced!.profilePhoto).toBe(before!.profilePhoto);
      });
      it('rejects an update of a missing post', async () => {
        await expect(api.posts.update('does-not-exist', { name: 'a', topic: 'b', description: 'c', message: 'd' })).rejects.toThrow();
      });
      it('deletes a post', async () => {
        const id = await api.posts.create(samplePost());
        await api.posts.remove(id);
        expect(await api.posts.get(id)).toBeNull();
        expect((await api.posts.list()).some((p) => p.id === id)).toBe(false);
      });
      it('creates no post when a photo is invalid', async () => {
        const count = (await api.posts.list()).length;
        const bad = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
        await expect(api.posts.create({ ...samplePost(), profilePhoto: bad })).rejects.toBeInstanceOf(FileValidationError);
        expect((await api.posts.list()).length).toBe(count);
      });
      it('creates no post and uploads nothing when a photo named .png is an SVG or a text file', async () => {
        let uploads = 0;
        const counting = await makeApi({
          shouldFail: (op) => {
            if (op === 'files.upload') uploads += 1;
            return false;
          },
        });
        const count = (await counting.posts.list()).length;
        const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.png', { type: 'image/png' });
        const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
        await expect(counting.posts.create({ ...samplePost(), mainPhoto: svg })).rejects.toThrow(IMAGE_CONTENT_TEXT);
        await expect(counting.posts.create({ ...samplePost(), profilePhoto: text })).rejects.toBeInstanceOf(FileValidationError);
        await expect(counting.files.upload('images', svg)).rejects.toThrow(IMAGE_CONTENT_TEXT);
        expect(uploads).toBe(0);
        expect((await counting.posts.list()).length).toBe(count);
      });
      it('creates no post when the second upload fails, and the error propagates', async () => {
        let uploads = 0;
        const failing = await makeApi({ shouldFail: (op) => op === 'files.upload' && ++uploads >= 2 });
        const count = (await failing.posts.list()).length;
        await expect(failing.posts.create(samplePost())).rejects.toThrow(/files.upload/);
        expect(uploads).toBe(2);
        expect((await failing.posts.list()).length).toBe(count);
      });
    });

    describe('applicants', () => {
      it('uploads the resume under resume/, creates the applicant with resumeURL and createdAt', async () => {
        const input = sampleApplicant();
        const { id } = await api.applicants.create(input);
        const applicant = await api.applicants.get(id);
        const { resume: _resume, ...fields } = input;
        expect(applicant).toMatchObject({ ...fields, id });
        expect(applicant!.resumeURL).not.toBe('');
        expect(near(applicant!.createdAt)).toBe(true);
        expect((await api.applicants.page({ pageSize: 100 })).items.some((a) => a.id === id)).toBe(true);
      });
      it("gives the resume's storage path, never a URL, and the signed-in download returns the uploaded bytes", async () => {
        const input = sampleApplicant();
        const { id } = await api.applicants.create(input);
        const applicant = await api.applicants.get(id);
        // In its ticket's folder: resume/<ticket>/<time>-<random>-<name>.
        expect(applicant!.resumeURL).toMatch(/^resume\/[A-Za-z0-9_-]+\/\d+-[0-9a-f]+-My-Resume\.pdf$/);
        expect((await api.applicants.page({ pageSize: 100 })).items.find((a) => a.id === id)?.resumeURL).toBe(applicant!.resumeURL);
        const blob = await api.files.download(applicant!.resumeURL);
        expect(blob.type).toBe('application/pdf');
        expect(await bytesOf(blob)).toEqual(await bytesOf(input.resume));
        await expect(api.files.getUrl(applicant!.resumeURL)).rejects.toThrow('A resume has no URL: read it with files.download.');
      });
      it("deletes the applicant's resume with the applicant", async () => {
        const { id } = await api.applicants.create(sampleApplicant());
        const path = (await api.applicants.get(id))!.resumeURL;
        await api.applicants.remove(id);
        await expect(api.files.download(path)).rejects.toBeInstanceOf(StoredFileMissingError);
      });
      it('rejects a resume of the wrong type or size before storing anything', async () => {
        const count = await api.applicants.count();
        const image = pngFile('me.png');
        await expect(api.applicants.create({ ...sampleApplicant(), resume: image })).rejects.toThrow(/PDF, DOC or DOCX/);
        const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
        await expect(api.applicants.create({ ...sampleApplicant(), resume: huge })).rejects.toThrow(/larger than 5 MB/);
        expect(await api.applicants.count()).toBe(count);
      });
      it.each(['abcdefghij', '98765abc43', '1', '+++---()'])('refuses the phone number %p and stores nothing', async (number) => {
        const count = await api.applicants.count();
        await expect(api.applicants.create({ ...sampleApplicant(), number })).rejects.toThrow('Please enter a valid phone number (7 to 15 digits).');
        expect(await api.applicants.count()).toBe(count);
      });
      it('deletes an applicant', async () => {
        const { id } = await api.applicants.create(sampleApplicant());
        await api.applicants.remove(id);
        expect(await api.applicants.get(id)).toBeNull();
      });
    });

    describe('files', () => {
      it('uploads images under unique paths and resolves and deletes them', async () => {
        const a = await api.files.upload('images', pngFile('same name.png'));
        const b = await api.files.upload('images', pngFile('same name.png'));
        expect(a.path).toMatch(/^images\/\d+-[0-9a-f]+-same-name\.png$/);
        expect(a.path).not.toBe(b.path);
        expect(a.url).toEqual(expect.any(String));
        expect(await api.files.getUrl(a.path)).toEqual(expect.any(String));
        await api.files.remove(a.path);
        expect(await api.files.getUrl(a.path)).toBeNull();
        await expect(api.files.remove(a.path)).resolves.toBeUndefined();
      });
      it('uploads resumes into the folder of their upload ticket under resume/', async () => {
        const r = await api.files.upload('resume', pdfFile('cv.pdf'));
        expect(r.path).toMatch(/^resume\/[A-Za-z0-9_-]+\/\d+-[0-9a-f]+-cv\.pdf$/);
      });
      it('downloads a stored image with its type, and says when a file is missing', async () => {
        const image = await api.files.upload('images', pngFile('download.png'));
        const blob = await api.files.download(image.path);
        expect(blob.type).toBe('image/png');
        expect(blob.size).toBe(pngFile().size);
        await api.files.remove(image.path);
        await expect(api.files.download(image.path)).rejects.toBeInstanceOf(StoredFileMissingError);
        await expect(api.files.download('resume/never-uploaded.pdf')).rejects.toThrow('The file resume/never-uploaded.pdf does not exist.');
        await expect(api.files.download('../etc/passwd')).rejects.toThrow('Not a stored file path');
      });
      it('rejects files of the wrong type for the folder', async () => {
        await expect(api.files.upload('images', pdfFile())).rejects.toBeInstanceOf(FileValidationError);
        await expect(api.files.upload('resume', pngFile())).rejects.toBeInstanceOf(FileValidationError);
      });
    });
  });
}
