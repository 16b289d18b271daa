import { useEffect } from 'react';

const SITE_NAME = 'Dawa';

/** Sets the document title (`{title} | Dawa`) and meta description of the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

export function PageMeta({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}
