/**
 * The site rendered on the server. The Koa server (apps/server/src/site/serve.ts) calls
 * {@link renderPage} for every page request: React Router's static handler runs the same route
 * loaders as the browser, with an API client whose requests go through the server's own app in
 * process, then the matched screens are rendered to HTML inside the page frame. The browser hydrates
 * that HTML with the loader data written into the page (`main.tsx`), so nothing is fetched twice.
 *
 * Built by `vite build --ssr` into apps/site/dist-ssr (outside the public assets).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteApi } from './api.ts';
import type { SiteConfig } from './config.ts';
import type { CurrentUser } from './currentUser.ts';
import { fixedFeatureClient } from './features/featureClient.ts';
import { headTags, type PageMeta } from './layout/pageMeta.ts';
import { PageMetaCollector } from './layout/usePageTitle.ts';
import { preloadIslands } from './ondemand/island.tsx';
import { programmeLine } from './programme.ts';
import { createRoutes } from './router.tsx';
import { SiteProvider } from './site.tsx';
import { dehydrateRouterState } from './ssr/hydrationData.ts';
import { installServerDom } from './ssr/serverDom.ts';
import { programmeOfLoaderData } from './yearProgramme.ts';

installServerDom();

export interface RenderInput {
  /** The page request (method GET or HEAD), with the absolute URL the visitor asked for. */
  request: Request;
  /** The API client of this request: same user, same cookies, answered by the app in process. */
  api: SiteApi;
  config: SiteConfig;
  user: CurrentUser | null;
  /** The CSRF token the page carries (its meta tag): the one of its forms too. */
  csrfToken: string;
}

/** A page to send, or a redirect a loader asked for (My Favorites for a visitor: the sign-in page). */
export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** `<title>`, description, canonical link, Open Graph and Twitter card tags. */
      head: string;
      /** The HTML of `#root`. */
      html: string;
      /** The router state to hydrate from, as JSON for a non-executed script element. */
      hydration: unknown;
    }
  | { kind: 'redirect'; status: number; location: string };

export async function renderPage({
  request,
  api,
  config,
  user,
  csrfToken,
}: RenderInput): Promise<RenderResult> {
  const deps = {
    api,
    config,
    user,
    features: fixedFeatureClient(config.features),
    csrfToken: () => csrfToken,
    serverRender: true,
  };
  const handler = createStaticHandler(createRoutes(deps));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The islands of the matched routes (their modules are loaded now) render in full on the server.
  await preloadIslands();
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta = { title: null };
  const html = renderToString(
    <StrictMode>
      <SiteProvider value={deps}>
        <PageMetaCollector sink={{ set: (next) => (meta = next) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaCollector>
      </SiteProvider>
    </StrictMode>,
  );
  const url = new URL(request.url);
  const programme = programmeOfLoaderData(context.loaderData) ?? config.programme;
  const head = headTags(meta, {
    origin: config.origin || url.origin,
    path: `${url.pathname}${url.search}`,
    siteName: programme.name,
    defaultDescription: [programmeLine(programme).join(', '), programme.tagline].filter(Boolean).join(': '),
  });
  // The catch-all route renders the 404 screen without an error: its status is set here.
  const unmatched = context.matches.at(-1)?.route.path === '*';
  const status = unmatched ? 404 : context.statusCode;
  return { kind: 'page', status, head, html, hydration: dehydrateRouterState(context) };
}
