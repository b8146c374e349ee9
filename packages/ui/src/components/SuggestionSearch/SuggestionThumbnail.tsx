import { SUGGESTION_THUMBNAIL_PX } from '@conf/core';
import { useState } from 'react';
import { useProductUrl } from '../ProductUrl/ProductUrl.tsx';

/** Props of {@link SuggestionThumbnail}. */
export interface SuggestionThumbnailProps {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallback: string | undefined;
}

/**
 * A 48 px thumbnail (spec section 9). It is decorative (the row's text names the record), so its
 * alt text is empty. A missing or broken image falls back to `fallback`, then to an empty frame.
 * Give it a `key` of its `src`, so a new image starts over.
 */
export function SuggestionThumbnail({ src, fallback }: SuggestionThumbnailProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const toProduct = useProductUrl();
  const current = [src, fallback]
    .map((candidate) => (candidate ? toProduct(candidate) : candidate))
    .find(
      (candidate): candidate is string =>
        candidate != null && candidate !== '' && !failed.includes(candidate),
    );
  if (current === undefined) {
    return <span className="conf-SuggestionSearch-thumbnail" data-empty="true" aria-hidden="true" />;
  }
  return (
    <img
      className="conf-SuggestionSearch-thumbnail"
      src={current}
      alt=""
      width={SUGGESTION_THUMBNAIL_PX}
      height={SUGGESTION_THUMBNAIL_PX}
      loading="lazy"
      decoding="async"
      onError={() => setFailed((list) => [...list, current])}
    />
  );
}
