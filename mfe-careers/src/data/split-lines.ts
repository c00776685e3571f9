/** The non-blank lines of a newline-separated text, trimmed (responsibilities, prerequisite). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
