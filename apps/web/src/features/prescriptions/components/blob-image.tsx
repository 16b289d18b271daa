import { useEffect, useRef } from 'react';

/** An image shown from bytes in memory: its object URL is released when the image goes away. */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt={alt} className={className} />;
}

/** Opens bytes in a new tab (a PDF prescription); the URL is released once the tab has had time to read it. */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
