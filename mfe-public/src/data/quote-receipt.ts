import { getDataApi } from '@seawave/shared-data';

/**
 * The reference the server gave a quote just sent (`Q-2026-000123`), or null
 * when it did not arrive in time (the data interface waits up to 10 s) or
 * could not be read: the visitor is then told it will be e-mailed.
 */
export async function quoteReceipt(id: string): Promise<string | null> {
  try {
    return await (await getDataApi()).quotes.receipt(id);
  } catch (error) {
    console.error('[mfe-public] could not read the quote reference', error);
    return null;
  }
}

/** How the visitor is told the reference of their quote. */
export function referenceSentence(reference: string | null): string {
  return reference ? `Your reference: ${reference}` : 'Your reference will be e-mailed to you.';
}
