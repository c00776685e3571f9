/**
 * Saving CSV text as a file in the browser: a Blob behind a temporary object
 * URL, opened by a hidden link with a `download` name. The link is removed at
 * once and the URL is revoked after the click has started the download (on
 * the next task, so that every browser has read the URL), so nothing is held
 * in memory afterwards.
 */
import { CSV_MEDIA_TYPE } from './csv';

/** Offers `text` for download as `fileName` (e.g. `quotes-2026-11-25.csv`). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
