/** How the visitor is told the reference of their quote (null: numbering was left to the server's trigger). */
export function referenceSentence(reference: string | null): string {
  return reference ? `Your reference: ${reference}` : 'Your reference will be e-mailed to you.';
}
