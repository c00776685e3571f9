// The only way a public form reaches the database: checked with the forms' own schemas, limited per client and
// network, written with the Admin SDK. A submission's id is chosen by the browser, so sending it again (after a
// timeout, or from the page the visitor came back to) answers with the first result and stores nothing twice.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  CLIENT_ID_PATTERN,
  collections,
  contentTypeOf,
  EntityValidationError,
  IDENTITY_REFUSED_TEXT,
  isVacancyOpen,
  limitMessage,
  newApplicantSchema,
  newQuoteSchema,
  newStatusKey,
  NORMAL_PER_HOUR,
  parseEntity,
  type PublicFormKind,
  publicFormLimit,
  quoteStatusPath,
  type QuoteSubmitted,
  randomId,
  type RefusalDetails,
  RESUME_MISSING_TEXT,
  resumeStoragePath,
  type ResumeUploadTicket,
  STATUS_KEY_DOCUMENT,
  statusKeyHash,
  storedPriceOf,
  SUBMISSION_ID_PATTERN,
  type Submitted,
  TICKET_SECONDS,
  UPLOAD_TICKETS_COLLECTION,
  VACANCY_CLOSED_TEXT,
  validateFile,
} from '@seawave/shared-data/server';
import { createNumbered, statusKeyPath } from '../record-arrival';
import type { ResumeFiles } from '../resume-check';
import { takeAllowance, sourceHash, type Source } from './allowance';
import { networksOf } from './network';
import { priceQuote } from './pricing';

export const INVALID_REQUEST_TEXT = 'The form could not be read. Please reload the page and try again.';

export interface Caller {
  /** The caller's network address (see callerAddress). */
  address: string | null;
  /** Allow-listed staff, signed in with Google: not limited. */
  staff: boolean;
  /** Signed in, but not as staff: visitors never are, so only a script sends this. */
  otherIdentity: boolean;
}

export interface FormContext {
  db: Firestore;
  caller: Caller;
  nowMs: number;
  files: ResumeFiles;
}

export function refuse(code: 'invalid-argument' | 'resource-exhausted' | 'permission-denied' | 'failed-precondition' | 'not-found', message: string, details: RefusalDetails): never {
  throw new HttpsError(code, message, details);
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function envelopeOf(data: unknown, { withSubmission }: { withSubmission: boolean }): { body: Record<string, unknown>; submissionId: string; clientId: string } {
  if (!isObject(data)) refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid' });
  const { submissionId = '', clientId } = data;
  if (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId)) refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'clientId' });
  if (withSubmission && (typeof submissionId !== 'string' || !SUBMISSION_ID_PATTERN.test(submissionId))) {
    refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'submissionId' });
  }
  return { body: data, submissionId: String(submissionId), clientId };
}

export function checkCaller(caller: Caller): void {
  if (caller.otherIdentity && !caller.staff) refuse('permission-denied', IDENTITY_REFUSED_TEXT, { reason: 'identity' });
}

function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  try {
    return parseEntity(schema, input);
  } catch (error) {
    if (error instanceof EntityValidationError) refuse('invalid-argument', error.message, { reason: 'invalid', field: error.field });
    throw error;
  }
}

export function sourcesOf(caller: Caller, clientId: string, kind: PublicFormKind): Source[] {
  const { network, network48 } = networksOf(caller.address);
  return [
    { scope: 'client', key: clientId, limits: publicFormLimit('client', kind) },
    { scope: 'network', key: network, limits: publicFormLimit('network', kind) },
    ...(network48 ? [{ scope: 'network48' as const, key: network48, limits: publicFormLimit('network48', kind) }] : []),
  ];
}

/** What the arrival records of where it came from: a hash of its network, and whether that network is flooding. */
interface Provenance {
  source: string;
  suspectedFlood: boolean;
}

export async function allow(context: FormContext, clientId: string, kind: PublicFormKind): Promise<Provenance> {
  const { network } = networksOf(context.caller.address);
  const source = sourceHash('network', network);
  if (context.caller.staff) return { source, suspectedFlood: false };
  const allowance = await takeAllowance(context.db, { kind, sources: sourcesOf(context.caller, clientId, kind), nowMs: context.nowMs });
  if (!allowance.allowed) {
    const { window, scope } = allowance;
    refuse('resource-exhausted', limitMessage(kind, window, scope), { reason: 'limit', kind, window, scope });
  }
  return { source, suspectedFlood: (allowance.counts.network?.hour ?? 0) > NORMAL_PER_HOUR };
}

/** Firestore refuses undefined values. */
const defined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

async function existing(context: FormContext, collection: string, id: string): Promise<Submitted | null> {
  const snapshot = await context.db.collection(collection).doc(id).get();
  if (!snapshot.exists) return null;
  const reference = snapshot.get('reference') as unknown;
  return { id, reference: typeof reference === 'string' && reference !== '' ? reference : null };
}

export async function submitQuote(context: FormContext, data: unknown): Promise<QuoteSubmitted> {
  checkCaller(context.caller);
  const { body, submissionId, clientId } = envelopeOf(data, { withSubmission: true });
  const input = isObject(body.quote) ? body.quote : refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'quote' });
  const { packages, ...fields } = parsed(newQuoteSchema, { ...input, comments: input.comments ?? '' });
  const earlier = await existing(context, collections.quotes, submissionId);
  if (earlier) {
    const stored = await context.db.collection(collections.quotes).doc(submissionId).get();
    return { ...earlier, indicativePrice: storedPriceOf(stored.get('indicativePrice')), statusPath: await storedStatusPath(context.db, earlier) };
  }
  // The rate cards are read while the limits are counted: the price costs the shipper no extra wait.
  const [provenance, indicativePrice] = await Promise.all([allow(context, clientId, 'quotes'), priceQuote(context.db, fields, packages ?? [], context.nowMs)]);
  // The status page's key: the quote keeps its hash, the server keeps the key for the mail's links.
  const statusKey = newStatusKey();
  const { reference, created } = await createNumbered(context.db, {
    kind: 'quote',
    id: submissionId,
    fields: { ...defined(fields), ...provenance, indicativePrice, statusKeyHash: statusKeyHash(statusKey) },
    packageLines: packages ?? [],
    serverOnly: [{ path: STATUS_KEY_DOCUMENT, data: { key: statusKey } }],
    now: new Date(context.nowMs),
  });
  const submitted = { id: submissionId, reference };
  const statusPath = created && reference ? quoteStatusPath(reference, statusKey) : await storedStatusPath(context.db, submitted);
  return { ...submitted, indicativePrice, statusPath };
}

/** The status page of a quote stored earlier under this submission: only its sender knows the submission id. */
async function storedStatusPath(db: Firestore, { id, reference }: Submitted): Promise<string | null> {
  const key = (await db.doc(statusKeyPath(id)).get()).get('key') as unknown;
  return reference && typeof key === 'string' ? quoteStatusPath(reference, key) : null;
}

export async function startResumeUpload(context: FormContext, data: unknown): Promise<ResumeUploadTicket> {
  checkCaller(context.caller);
  const { body, clientId } = envelopeOf(data, { withSubmission: false });
  const { fileName, size, contentType } = body;
  if (typeof fileName !== 'string' || fileName.length > 255 || typeof size !== 'number' || !Number.isSafeInteger(size) || typeof contentType !== 'string') {
    refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'resume' });
  }
  // The browser's own check, on what it says of the file; the trigger checks the bytes once they are stored.
  const problem = validateFile('resume', { name: fileName, size, type: contentType });
  if (problem) refuse('invalid-argument', problem, { reason: 'invalid', field: 'resume' });
  await allow(context, clientId, 'resumeUploads');
  const ticket = randomId();
  const path = resumeStoragePath(ticket, fileName, context.nowMs);
  const expiresAtMillis = context.nowMs + TICKET_SECONDS * 1000;
  await context.db
    .collection(UPLOAD_TICKETS_COLLECTION)
    .doc(ticket)
    .create({ path, size, contentType: contentTypeOf({ name: fileName, type: contentType }), expiresAt: Timestamp.fromMillis(expiresAtMillis), createdAt: FieldValue.serverTimestamp() });
  return { ticket, path, expiresAtMillis };
}

const applicationFieldsSchema = v.omit(newApplicantSchema, ['resume']);

export async function submitApplication(context: FormContext, data: unknown): Promise<Submitted> {
  checkCaller(context.caller);
  const { body, submissionId, clientId } = envelopeOf(data, { withSubmission: true });
  const earlier = await existing(context, collections.applicants, submissionId);
  if (earlier) return earlier;
  const { ticket } = body;
  if (ticket === null) refuse('not-found', 'No application with this submission arrived.', { reason: 'not-found' });
  if (typeof ticket !== 'string' || !/^[A-Za-z0-9]{20}$/.test(ticket)) refuse('invalid-argument', RESUME_MISSING_TEXT, { reason: 'resume-missing' });
  const input = isObject(body.application) ? body.application : refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'application' });
  const fields = parsed(applicationFieldsSchema, input);
  if (fields.vacancyId !== undefined) {
    const vacancy = await context.db.collection(collections.jobvacancy).doc(fields.vacancyId).get();
    const open = vacancy.exists && isVacancyOpen({ isBlocked: vacancy.get('isBlocked') === true, closingDate: vacancy.get('closingDate') as string | undefined }, new Date(context.nowMs));
    if (!open) refuse('failed-precondition', VACANCY_CLOSED_TEXT, { reason: 'vacancy-closed' });
  }
  const ticketRef = context.db.collection(UPLOAD_TICKETS_COLLECTION).doc(ticket);
  const ticketDoc = await ticketRef.get();
  const path = ticketDoc.get('path') as unknown;
  const usedBy = ticketDoc.get('usedBy') as unknown;
  if (!ticketDoc.exists || typeof path !== 'string' || (usedBy !== undefined && usedBy !== submissionId) || !(await context.files.read(path, 0))) {
    refuse('failed-precondition', RESUME_MISSING_TEXT, { reason: 'resume-missing' });
  }
  const provenance = await allow(context, clientId, 'applications');
  // The ticket serves one application: taken first, and given back if the application cannot be stored.
  const taken = await context.db.runTransaction(async (transaction) => {
    const holder = (await transaction.get(ticketRef)).get('usedBy') as unknown;
    if (holder !== undefined && holder !== submissionId) return false;
    transaction.update(ticketRef, { usedBy: submissionId });
    return true;
  });
  if (!taken) refuse('failed-precondition', RESUME_MISSING_TEXT, { reason: 'resume-missing' });
  try {
    const { reference } = await createNumbered(context.db, {
      kind: 'application',
      id: submissionId,
      fields: { ...defined(fields), resumeURL: path, ...provenance },
      now: new Date(context.nowMs),
    });
    return { id: submissionId, reference };
  } catch (error) {
    await ticketRef.update({ usedBy: FieldValue.delete() }).catch(() => undefined);
    throw error;
  }
}
