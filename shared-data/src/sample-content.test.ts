/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseStored } from './core/mapping';
import { entities } from './schemas/entity-schemas';
import { newQuoteSchema, newVacancySchema } from './schemas/input-schemas';
import { parseEntity } from './schemas/check';

/** The sample content of a new local site (seed/sample-content.mjs, an ES module script), read in a child Node process. */
function sampleDocuments(): Record<string, ({ id: string } & Record<string, unknown>)[]> {
  const script = `import { sampleContent } from ${JSON.stringify(join(__dirname, '../seed/sample-content.mjs'))};
process.stdout.write(JSON.stringify(sampleContent(Date.UTC(2026, 0, 10)).documents));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as ReturnType<typeof sampleDocuments>;
}

describe('the sample content', () => {
  const documents = sampleDocuments();

  it.each(entities.map((entity) => [entity.collection, entity] as const))('every sample %s document fits its schema', (collection, entity) => {
    const docs = documents[collection] ?? [];
    expect(docs.length).toBeGreaterThan(0);
    for (const { id, ...data } of docs) expect(() => parseStored(entity, { id, data })).not.toThrow();
  });

  it("sample resumes are stored as a visitor's", () => {
    const paths = (documents.applicants ?? []).map((applicant) => String(applicant.resumeURL));
    const again = (sampleDocuments().applicants ?? []).map((applicant) => String(applicant.resumeURL));
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect(path).toMatch(/^resume\/[A-Za-z0-9]{28}\/\d+-[0-9a-f]{12}-[a-z0-9-]+\.pdf$/);
    expect(new Set(paths.map((path) => path.split('/')[1])).size).toBe(paths.length);
    for (const [index, path] of again.entries()) {
      expect(path.split('/')[1]).not.toBe(paths[index]!.split('/')[1]);
      expect(path.split('-')[1]).not.toBe(paths[index]!.split('-')[1]);
    }
  });

  it('sample quotes and vacancies pass the forms', () => {
    for (const { id: _id, createdAt: _createdAt, ...quote } of documents.quotes ?? []) expect(() => parseEntity(newQuoteSchema, quote)).not.toThrow();
    for (const { id: _id, createdAt: _createdAt, ...vacancy } of documents.jobvacancy ?? []) expect(() => parseEntity(newVacancySchema, vacancy)).not.toThrow();
  });
});
