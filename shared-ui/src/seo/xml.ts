/** Text made safe inside an XML or HTML element or a double-quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
