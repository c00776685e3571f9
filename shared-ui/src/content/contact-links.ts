/** Local part and domain are percent-encoded, so an address like `x@y.com?bcc=z@w.com` cannot add a header. */
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

export function telHref(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
