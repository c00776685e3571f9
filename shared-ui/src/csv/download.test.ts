import { CSV_BOM, CSV_MEDIA_TYPE } from './csv';
import { downloadCsv } from './download';

/** jsdom has no object URLs: record what the helper creates and revokes. */
function fakeObjectUrls() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const create = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = jest.fn((url: string) => {
    revoked.push(url);
  });
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { blobs, revoked, restore: () => Object.assign(URL, original) };
}

/** Captures the link the helper clicks (and stops jsdom from trying to navigate). */
function captureClicks() {
  const clicked: { href: string; download: string; hidden: HTMLAnchorElement['hidden']; inDocument: boolean }[] = [];
  const listener = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    clicked.push({ href: link.href, download: link.download, hidden: link.hidden, inDocument: document.body.contains(link) });
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { clicked, stop: () => document.removeEventListener('click', listener) };
}

/** The bytes of a Blob, through jsdom's FileReader. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  let urls: ReturnType<typeof fakeObjectUrls>;
  let clicks: ReturnType<typeof captureClicks>;

  beforeEach(() => {
    jest.useFakeTimers();
    urls = fakeObjectUrls();
    clicks = captureClicks();
  });

  afterEach(() => {
    clicks.stop();
    urls.restore();
    jest.useRealTimers();
  });

  it('downloads through a hidden link, then cleans up', async () => {
    const text = `${CSV_BOM}Company\r\n"Sea, Air"\r\n`;
    downloadCsv('quotes-2026-11-25.csv', text);

    expect(clicks.clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'quotes-2026-11-25.csv', hidden: true, inDocument: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);

    const blob = urls.blobs.get('blob:http://localhost/1');
    expect(blob?.type).toBe(CSV_MEDIA_TYPE);
    // The text is stored as UTF-8: the byte order mark is EF BB BF.
    if (!blob) throw new Error('no blob was created');
    const bytes = new Uint8Array(await readBytes(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(text);

    expect(urls.revoked).toEqual([]);
    jest.runAllTimers();
    expect(urls.revoked).toEqual(['blob:http://localhost/1']);
  });

  it('cleans up even when the click throws', () => {
    clicks.stop();
    const failing = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => downloadCsv('quotes.csv', 'a\r\n')).toThrow('blocked');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    jest.runAllTimers();
    expect(urls.revoked).toEqual(['blob:http://localhost/1']);
  });
});
