import { createContext, useContext, useEffect } from 'react';

export interface DocumentMetaValues {
  /** The whole document title, e.g. 'Direct Port Delivery | SEAWAVE'. */
  title: string;
  description: string;
}

/** Receives a page's title and description while it renders on the server (there are no effects there). */
export interface DocumentMetaSink {
  set(values: DocumentMetaValues): void;
}

/** Provided by the server renderer: the last page to set its meta (the innermost, which renders last) wins. */
export const DocumentMetaSinkContext = createContext<DocumentMetaSink | null>(null);

/**
 * Sets the document title and meta description while the calling page shows
 * (null: leaves them alone, e.g. while the page's data loads). The shell sets
 * each route's defaults; a page that knows better (a blog post) sets its own.
 */
export function useDocumentMeta(values: DocumentMetaValues | null): void {
  const title = values?.title;
  const description = values?.description;
  const sink = useContext(DocumentMetaSinkContext);
  if (sink && title !== undefined && description !== undefined) sink.set({ title, description });
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** `useDocumentMeta` as an element. */
export function DocumentMeta(values: DocumentMetaValues) {
  useDocumentMeta(values);
  return null;
}
