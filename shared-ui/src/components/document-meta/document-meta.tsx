import { createContext, useContext, useEffect } from 'react';

export interface DocumentMetaValues {
  title: string;
  description: string;
}

/** Collects the meta during server rendering, where there are no effects. */
export interface DocumentMetaSink {
  set(values: DocumentMetaValues): void;
}

/** The innermost page renders last, so its meta wins. */
export const DocumentMetaSinkContext = createContext<DocumentMetaSink | null>(null);

/** Null leaves the title and description alone, e.g. while the page's data loads. */
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

export function DocumentMeta(values: DocumentMetaValues) {
  useDocumentMeta(values);
  return null;
}
