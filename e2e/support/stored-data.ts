import { formatReference } from '../../shared-data/src/reference/reference';
import { searchTermsOfDocument } from '../../shared-data/src/server/arrival-fields';
import type { ServiceValue } from '../../shared-data/src/services';
import type { StoredDocument } from './backend';

/**
 * Documents as the site stores them once the server has done its part
 * (reference, status, search terms, service flags), for tests that put many
 * of them in place at once with `TestProject.write` instead of sending each
 * through the forms. The server's own pure helpers compute the derived
 * fields, so a document written here is one the server could have written.
 */

export interface QuoteSeed {
  id: string;
  sequence: number;
  createdAt: Date;
  name: string;
  email: string;
  contactNumber: string;
  companyName: string;
  companyAddress: string;
  services: ServiceValue[];
  comments: string;
  status: 'new' | 'pricing' | 'quoted' | 'accepted' | 'declined';
  /** Optional shipment details. */
  origin?: string;
  destination?: string;
}

export function storedQuote(seed: QuoteSeed): StoredDocument {
  const { id, sequence, status, ...fields } = seed;
  const reference = formatReference('quote', seed.createdAt.getUTCFullYear(), sequence);
  return {
    id,
    ...fields,
    reference,
    status,
    searchTerms: searchTermsOfDocument('quote', fields, reference),
    serviceFlags: Object.fromEntries(seed.services.map((service) => [service, true])),
  };
}

export interface ApplicantSeed {
  id: string;
  sequence: number;
  createdAt: Date;
  name: string;
  email: string;
  number: string;
  position: string;
  relocate: string;
  experience: string;
  resumeURL: string;
  status: 'new' | 'shortlisted' | 'interviewed' | 'offer' | 'hired' | 'rejected';
  vacancyId?: string;
}

export function storedApplicant(seed: ApplicantSeed): StoredDocument {
  const { id, sequence, status, ...fields } = seed;
  const reference = formatReference('application', seed.createdAt.getUTCFullYear(), sequence);
  return {
    id,
    ...fields,
    consent: true,
    reference,
    status,
    searchTerms: searchTermsOfDocument('application', fields, reference),
  };
}
