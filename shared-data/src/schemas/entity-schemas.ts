/**
 * One schema per entity a visitor or a staff member writes. The forms check
 * their values with these (through `checkForm`) and the data interface checks
 * its input with the same ones (through `parseEntity`), so the interface
 * refuses exactly what the forms refuse; the security rules are generated
 * from the same limits and patterns (limits.json).
 */
import * as v from 'valibot';
import { experienceOptions, relocateOptions } from '../entities';
import { choice, email, file, phone, photo, services, text } from './rules';

export const newQuoteSchema = v.object({
  name: text('name'),
  email: email(),
  contactNumber: phone('contactNumber'),
  companyName: text('companyName'),
  companyAddress: text('companyAddress'),
  services: services(),
  comments: text('comments', { multiLine: true, optional: true }),
});

export const newApplicantSchema = v.object({
  name: text('name'),
  email: email(),
  number: phone('number'),
  position: text('position'),
  relocate: choice(relocateOptions),
  experience: choice(experienceOptions),
  resume: file(),
});

export const newVacancySchema = v.object({
  position: text('position'),
  department: text('department'),
  overview: text('overview', { multiLine: true }),
  responsibilities: text('responsibilities', { multiLine: true }),
  prerequisite: text('prerequisite', { multiLine: true }),
  experience: text('experience'),
  isBlocked: v.optional(v.boolean('choice'), false),
});

const postTexts = {
  name: text('name'),
  topic: text('topic'),
  description: text('description'),
  // The message keeps its own spacing (paragraphs).
  message: text('message', { multiLine: true, keepSpaces: true }),
};

export const newPostSchema = v.object({ ...postTexts, mainPhoto: photo(), profilePhoto: photo() });

/** A post edit: the four texts always, a photo only when replaced. */
export const postUpdateSchema = v.object({ ...postTexts, mainPhoto: v.optional(photo()), profilePhoto: v.optional(photo()) });

/** A staff e-mail address typed into the local sign-in dialog. */
export const staffEmailSchema = v.object({ email: email() });
