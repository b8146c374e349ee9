import {
  type ImgHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useProductUrl } from '../ProductUrl/ProductUrl.tsx';

/** Props of {@link FallbackImage}. */
export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Required: what the image shows, or `''` for a decorative one (the text beside it names the record). */
  alt: string;
  /** The record's image; missing or empty: the fallback at once. */
  src: string | null | undefined;
  /**
   * Shown when `src` is missing or does not load (an outside image its host no longer serves, the
   * image proxy's refusal): usually the generated placeholder `/images/{kind}/{seed}.svg`.
   */
  fallbackSrc?: string | null | undefined;
  /** Shown instead when neither image can be shown (offline, say); nothing by default. */
  empty?: ReactNode;
}

/**
 * An `<img>` that falls back: when its image fails to load it shows `fallbackSrc`, and when that
 * fails too (or there is none) it renders `empty` (nothing by default), so no broken-image icon is
 * ever shown. A new `src`
 * starts over. An image that failed before the page was hydrated (server rendering) is caught when
 * the component mounts. The fallback carries `data-fallback`; everything else (sizes, `loading`)
 * is passed to the `<img>`.
 */
export function FallbackImage({
  src: givenSrc,
  fallbackSrc: givenFallback,
  alt,
  onError,
  empty = null,
  ...img
}: FallbackImageProps) {
  // The product's images (`/images/…`) from its own origin when embedded elsewhere (ProductUrlProvider).
  const toProduct = useProductUrl();
  const src = givenSrc ? toProduct(givenSrc) : givenSrc;
  const fallbackSrc = givenFallback ? toProduct(givenFallback) : givenFallback;
  const [failed, setFailed] = useState<{ for: string | null | undefined; urls: readonly string[] }>({
    for: src,
    urls: [],
  });
  const urls = failed.for === src ? failed.urls : [];
  const current = [src, fallbackSrc].find(
    (candidate): candidate is string => candidate != null && candidate !== '' && !urls.includes(candidate),
  );
  const ref = useRef<HTMLImageElement>(null);

  const fail = (url: string) =>
    setFailed((state) => {
      const known = state.for === src ? state.urls : [];
      return known.includes(url) ? state : { for: src, urls: [...known, url] };
    });

  // Broken before hydration: the browser fired `error` before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown address changes
  useEffect(() => {
    const element = ref.current;
    if (element && current && element.complete && element.naturalWidth === 0) fail(current);
  }, [current]);

  if (current === undefined) return <>{empty}</>;
  return (
    <img
      {...img}
      ref={ref}
      src={current}
      alt={alt}
      data-fallback={current === src ? undefined : 'true'}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        fail(current);
        onError?.(event);
      }}
    />
  );
}
