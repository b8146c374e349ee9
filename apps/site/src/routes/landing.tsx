import type { ServerSuggestion } from '@conf/api-client';
import { yearPath } from '@conf/core';
import { Card, Container, Link, LinkButton } from '@conf/ui';
import { useId, useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { type LandingData, useDuringProgramme } from '../now/useDuringProgramme.ts';
import { LazySuggestionSearch } from '../ondemand/LazySuggestionSearch.tsx';
import { type LandingCopy, landingCopy, programmeDates } from '../programme.ts';
import { useRouteYear } from '../routeYear.ts';
import { lazySuggestionSource } from '../search/loadSuggestions.ts';
import { useProgramme, useSite } from '../site.tsx';

interface Promo {
  title: string;
  text: string;
  action: { label: string; href: string; isExternal?: boolean };
}

/**
 * The promo cards. The stay card links to the hotel booking of the landing conference (site
 * config), so another year's page (`/2019`, an imported programme) leaves it out: `hotelUrl` null.
 */
function promos(year: number, hotelUrl: string | null, copy: LandingCopy): Promo[] {
  const cards: (Promo | null)[] = [
    {
      title: 'Meet the speakers',
      text: copy.speakers,
      action: { label: 'Recently Announced Speakers', href: yearPath(year, '/speakers') },
    },
    {
      title: 'Find your sessions',
      text: copy.sessions,
      action: { label: 'Explore Schedule', href: yearPath(year, '/search/event') },
    },
    hotelUrl === null
      ? null
      : {
          title: copy.stayTitle,
          text: copy.stay,
          action: { label: 'Book a Hotel', href: hotelUrl, isExternal: true },
        },
  ];
  return cards.filter((card): card is Promo => card !== null);
}

/** Suggestions already fetched, per text and category, for the page's lifetime (spec section 4). */
const suggestionCache = new Map<string, readonly ServerSuggestion[]>();

/**
 * The landing search box (spec section 2): a GET form to /search with `q`, with live suggestions
 * from POST /search/suggestions, and at once from the programme kept on the device (offline too:
 * search/loadSuggestions.ts); a chosen row opens through the router. The suggestion list's code
 * loads when the visitor reaches for the box (LazySuggestionSearch), the device's index on its first
 * focus.
 */
function LandingSearch() {
  const { api, config, features } = useSite();
  const { linkYear } = useRouteYear();
  const navigate = useNavigate();
  const source = useMemo(
    () =>
      lazySuggestionSource(api, {
        year: config.landingYear,
        venues: () => features?.current().venues ?? false,
      }),
    [api, config.landingYear, features],
  );
  return (
    <LazySuggestionSearch
      className="site-landing-search"
      label="Search the schedule"
      placeholder="Sessions, speakers, topics…"
      action={yearPath(linkYear, '/search')}
      loadSuggestions={source.load}
      instantSuggestions={source.instant}
      onFirstFocus={source.prepare}
      onNavigate={(href) => navigate(href)}
      cache={suggestionCache}
      year={linkYear}
      fallbackImage="/images/event/fallback.svg"
    />
  );
}

/**
 * The landing page (spec section 2): hero with search and calls to action, then promo cards. On
 * another year's address (`/2019`) the page is that programme's: its search, schedule and people;
 * the calls that belong to the landing conference (Buy a Badge, View Favorites, Book a Hotel) are
 * left out there, since badges, favorites and hotels are the landing year's. On the programme's
 * days (in its zone) the hero also leads to what is on now and next (`/now`, issue 16 item 3).
 */
export function LandingScreen() {
  const { config, user } = useSite();
  const programme = useProgramme();
  const copy = landingCopy(programme);
  const { year, linkYear } = useRouteYear();
  const isLandingYear = year === config.landingYear;
  const promoHeading = useId();
  const rendered = useLoaderData() as LandingData | undefined;
  const onNow = useDuringProgramme(programme, rendered?.at);
  usePageTitle(null);
  return (
    <>
      <section className="site-hero" aria-labelledby="landing-title">
        <Container className="site-hero-inner">
          <p className="site-hero-eyebrow">
            {[programmeDates(programme), programme.city ?? ''].filter(Boolean).map((part, i) => (
              <span key={part}>
                {i > 0 ? <span aria-hidden="true"> · </span> : null}
                {part}
              </span>
            ))}
          </p>
          <h1 id="landing-title">{programme.name}</h1>
          {programme.tagline ? <p className="site-hero-tagline">{programme.tagline}</p> : null}
          <LandingSearch />
          <div className="site-hero-actions">
            <LinkButton variant="primary" href={yearPath(linkYear, '/search/event')}>
              Full Schedule
            </LinkButton>
            {onNow ? (
              <LinkButton variant="secondary" href={yearPath(linkYear, '/now')}>
                Now and Next
              </LinkButton>
            ) : null}
            {!isLandingYear ? null : user ? (
              <LinkButton variant="secondary" href={yearPath(year, '/favorites/event')}>
                View Favorites
              </LinkButton>
            ) : (
              <LinkButton variant="secondary" href={config.badgeUrl} isExternal>
                Buy a Badge
              </LinkButton>
            )}
          </div>
        </Container>
      </section>
      <Container className="site-promos">
        <h2 id={promoHeading}>{copy.heading}</h2>
        <ul className="site-promo-grid" aria-labelledby={promoHeading}>
          {promos(year, isLandingYear ? config.hotelUrl : null, copy).map((promo) => (
            <Card as="li" key={promo.title} className="site-promo">
              <h3>{promo.title}</h3>
              <p>{promo.text}</p>
              <Link href={promo.action.href} isExternal={promo.action.isExternal} className="site-promo-link">
                {promo.action.label}
              </Link>
            </Card>
          ))}
        </ul>
      </Container>
    </>
  );
}

export { LandingScreen as Component };
