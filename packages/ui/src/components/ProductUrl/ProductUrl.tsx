import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { checkedBaseUrl, productUrl } from './productUrl.ts';

const ProductUrlContext = createContext<string | null>(null);

/** Props of {@link ProductUrlProvider}. */
export interface ProductUrlProviderProps {
  /** Where the product is (`https://schedule.example.org`): its pages and images are linked there. */
  baseUrl: string;
  children: ReactNode;
}

/**
 * For a site that embeds the components while the product lives on another origin: inside it,
 * the product's paths that the components write (a suggestion's or a tile's link, the search form's
 * action, images such as `/images/event/42.svg`) become absolute URLs on `baseUrl`, so that they
 * open the product's pages instead of the host's. Links to the product are then followed by the
 * browser, not by a host router (`UIRouterProvider`). The product's own site needs no provider.
 *
 * ```tsx
 * <ProductUrlProvider baseUrl="https://schedule.example.org">
 *   <SuggestionSearch loadSuggestions={load} />
 * </ProductUrlProvider>
 * ```
 */
export function ProductUrlProvider({ baseUrl, children }: ProductUrlProviderProps) {
  const checked = useMemo(() => checkedBaseUrl(baseUrl), [baseUrl]);
  return <ProductUrlContext.Provider value={checked}>{children}</ProductUrlContext.Provider>;
}

/** The product's base URL from {@link ProductUrlProvider}, or `null` without one. */
export function useProductBaseUrl(): string | null {
  return useContext(ProductUrlContext);
}

/**
 * Turns a path of the product into the address to write in the page: absolute on the provider's
 * base URL, or unchanged without a provider (see `productUrl`).
 */
export function useProductUrl(): (target: string) => string {
  const baseUrl = useContext(ProductUrlContext);
  return useCallback((target: string) => productUrl(baseUrl, target), [baseUrl]);
}
