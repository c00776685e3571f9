import { serviceLabels, serviceValues, type ServiceValue } from './services';

/** A pending server timestamp or an invalid value gives null. */
export function toDateOrNull(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'object' && value !== null) {
    const v = value as { toDate?: unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof v.toDate === 'function') {
      const d: unknown = (v.toDate as () => unknown).call(value);
      date = d instanceof Date ? d : null;
    } else if (typeof v.seconds === 'number') {
      date = new Date(v.seconds * 1000 + (typeof v.nanoseconds === 'number' ? Math.floor(v.nanoseconds / 1e6) : 0));
    }
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export function isAbsoluteUrl(value: string): boolean {
  return /^(https?:|blob:|data:)/i.test(value);
}

export function storagePathOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Documents written by the earlier site hold download URLs; this lets their files be deleted by path. */
export function pathFromDownloadUrl(value: string): string {
  const match = /\/o\/([^?#]+)/.exec(value);
  if (match && /firebasestorage|googleapis|:\d+\/v0\/b\//.test(value)) {
    try {
      return decodeURIComponent(match[1] ?? '');
    } catch {
      return value;
    }
  }
  return value;
}

/** Applications sent before resumes had per-uploader folders name `resume/<name>`. */
export function folderPathOf(folder: string, value: unknown): string {
  const path = storagePathOf(value);
  if (!path) return '';
  const clean = pathFromDownloadUrl(path.trim());
  const nested = folder === 'resume' ? '([^/]+/)?' : '';
  return new RegExp(`^${folder}/${nested}[^/]+$`).test(clean) ? clean : '';
}

export function resumePathOf(value: unknown): string {
  return folderPathOf('resume', value);
}

/** Accepts the value itself or its word in any case and spacing. */
export function serviceValueOf(entry: unknown): ServiceValue | undefined {
  if (typeof entry !== 'string') return undefined;
  const exact = serviceValues.find((value) => value === entry);
  if (exact) return exact;
  const key = entry.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return serviceValues.find((value) => serviceLabels[value].toLowerCase() === key || value.toLowerCase() === key.replace(/ /g, ''));
}

export function toServiceValues(value: unknown): ServiceValue[] {
  if (!Array.isArray(value)) return [];
  const found = new Set(value.map(serviceValueOf));
  return serviceValues.filter((service) => found.has(service));
}
