import { describeDataApiContract } from './data-api-contract';
import { createMemoryDataApi, type MemoryDataApi } from './memory-data-api';

// The in-memory data interface used by component tests keeps the same contract as the site's (as staff, as the
// Firebase run of the contract is; the public forms' limits are the functions' and tested with them).
describeDataApiContract('in-memory (component tests)', async (options) => createMemoryDataApi({ ...options, staffEmail: 'staff@example.com' }), {
  staffEmail: 'staff@example.com',
  async write(api, collection, id, fields) {
    const docs = (api as MemoryDataApi).docs[collection];
    docs.set(id, { ...docs.get(id), ...fields });
  },
});

describe('the in-memory server (what the Cloud Functions write on create)', () => {
  const quote = {
    name: 'Meera Shah',
    email: 'meera@example.com',
    contactNumber: '+91 98765 43210',
    companyName: 'Acme Logistics',
    companyAddress: '1 Dock Road',
    services: ['warehousing' as const],
    mode: 'sea' as const,
    packages: [{ count: 2, lengthCm: 100, widthCm: 100, heightCm: 100, grossWeightKg: 300 }],
  };

  it('numbers quotes and adds server fields', async () => {
    const api = createMemoryDataApi({ now: () => new Date('2026-11-25T10:00:00Z') });
    const { id: first, reference } = await api.quotes.create(quote);
    const { id: second, reference: next } = await api.quotes.create({ ...quote, companyName: 'Other Co' });
    expect([reference, next]).toEqual(['Q-2026-000001', 'Q-2026-000002']);
    // 2 × 1 m³ = 2 CBM; sea: 2,000 kg volumetric against 600 kg gross; 2 W/M is LCL-sized, so no container count.
    expect(await api.quotes.get(first)).toMatchObject({
      reference: 'Q-2026-000001',
      status: 'new',
      serviceFlags: { warehousing: true },
      cargo: { volumeCbm: 2, grossWeightKg: 600, volumetricWeightKg: 2000, chargeableWeightKg: 2000, load: 'lcl', freightTons: 2, containers: null },
    });
    expect((await api.quotes.page({ filters: { search: 'acme log' } })).items.map((q) => q.id)).toEqual([first]);
    expect((await api.quotes.page({ filters: { search: 'q 2026 2' } })).items.map((q) => q.id)).toEqual([second]);
  });

  it('seeds quotes with server-written terms and flags', async () => {
    const api = createMemoryDataApi();
    api.seedDocs('quotes', [{ id: 'seeded', ...quote, comments: '', createdAt: new Date('2026-01-01T00:00:00Z') }]);
    expect((await api.quotes.page({ filters: { search: 'meera', service: 'warehousing' } })).items.map((q) => q.id)).toEqual(['seeded']);
  });

  it('counts the documents the page queries read', async () => {
    const api = createMemoryDataApi();
    for (let i = 0; i < 3; i++) await api.quotes.create(quote);
    await api.quotes.page({ pageSize: 2 });
    expect(api.reads.documents).toBe(2);
    await api.quotes.count();
    expect(api.reads.documents).toBe(2);
  });

  it('reads one page where dated quotes end', async () => {
    const api = createMemoryDataApi();
    const ids: string[] = [];
    // Ids in order: the undated part of the inbox is ordered by id.
    for (let i = 0; i < 6; i++) ids.push((await api.quotes.create(quote, { submissionId: `OrderedQuote00000000${i}` })).id);
    for (const id of ids.slice(3)) api.docs.quotes.set(id, { ...api.docs.quotes.get(id), createdAt: null });
    const first = await api.quotes.page({ pageSize: 4 });
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    expect(api.reads.documents).toBe(4);
    const second = await api.quotes.page({ pageSize: 4, after: first.next });
    expect(second.items.map((item) => item.id)).toEqual([ids[4], ids[5]]);
    expect(second.next).toBeNull();
    expect(api.reads.documents).toBe(6);
  });
});
