import { createContext, createElement, type ReactNode, useContext, useEffect } from 'react';
import { useProgramme } from '../site.tsx';
import { type PageMeta, titleText } from './pageMeta.ts';

/** `Teaching With Games · EDU Summit 2026`, or the programme's name alone. */
export function documentTitle(title: string | null | undefined, programmeName: string): string {
  return titleText(title, programmeName);
}

/**
 * Where the server collects the metadata of the page it renders (entry-server.tsx); absent in the
 * browser, where only `document.title` needs keeping.
 */
export interface PageMetaSink {
  set(meta: PageMeta): void;
}

const PageMetaContext = createContext<PageMetaSink | null>(null);

export function PageMetaCollector({ sink, children }: { sink: PageMetaSink; children: ReactNode }) {
  return createElement(PageMetaContext.Provider, { value: sink }, children);
}

/**
 * Declares the page's title, description and image (every screen calls it once). On the server it
 * is recorded during the render, the last screen rendered (the innermost) winning; in the browser
 * `document.title` follows navigations.
 */
export function usePageMeta(meta: PageMeta): void {
  const sink = useContext(PageMetaContext);
  sink?.set(meta);
  const text = documentTitle(meta.title, useProgramme().name);
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** {@link usePageMeta} with a title only (pages that are not a record). */
export function usePageTitle(title: string | null | undefined): void {
  usePageMeta({ title: title ?? null });
}
