/**
 * The one way to build `mailto:` and `tel:` links, from stored or company
 * values: what is given is encoded, so an address such as
 * `x@y.com?bcc=z@w.com` cannot add a header (Bcc, Subject, Body) to the
 * message, and a phone link holds only digits and a leading '+'.
 */

/**
 * A `mailto:` URL for one address: its local part and domain are
 * percent-encoded (a '?', '&', '%', '=' or space in them can never start a
 * header); `subject` and `body` are added as encoded headers.
 */
export function mailtoHref(address: string, headers: { subject?: string; body?: string } = {}): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  const encoded =
    at > 0 ? `${encodeURIComponent(trimmed.slice(0, at))}@${encodeURIComponent(trimmed.slice(at + 1))}` : encodeURIComponent(trimmed);
  const query = (['subject', 'body'] as const)
    .filter((key) => headers[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(headers[key] ?? '')}`)
    .join('&');
  return `mailto:${encoded}${query ? `?${query}` : ''}`;
}

/** A `tel:` URL: only the digits of the number, with its leading '+' when it has one. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
