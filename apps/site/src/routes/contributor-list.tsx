import { Container } from '@conf/ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData, useLocation } from 'react-router-dom';
import { ChoiceLinks } from '../components/ChoiceLinks.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { AlphaJump } from '../features/AlphaJump.tsx';
import { withPreview } from '../features/preview.ts';
import { searchShownPages } from '../features/showMore.ts';
import { loadFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { useRouteYear } from '../routeYear.ts';
import {
  type ContributorListModel,
  contributorModels,
  LIST_PARAMS,
  type ListOrder,
  type ListState,
  listDisplayGrouping,
  listHref,
  listOrder,
  listPage,
  listRequestBody,
} from '../search/contributorList.ts';
import { runSearch, type SearchOutcome } from '../search/runSearch.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';

/** The three contributor lists of spec section 2. */
export type ContributorListKind = 'artists' | 'speakers' | 'contributors';

interface ListSpec {
  title: string;
  /** The models shown: fixed, or `null` to read them from `?models=`. */
  models: readonly ContributorListModel[] | null;
  defaultOrder: ListOrder;
  lead: (year: number) => string;
}

const LISTS: Record<ContributorListKind, ListSpec> = {
  artists: {
    title: 'Artists',
    models: ['artist'],
    defaultOrder: 'date',
    lead: (year) => `Every artist performing in ${year}.`,
  },
  speakers: {
    title: 'Speakers',
    models: ['person'],
    defaultOrder: 'date',
    lead: (year) => `Every speaker of ${year}.`,
  },
  contributors: {
    title: 'Contributors',
    models: null,
    defaultOrder: 'name',
    lead: (year) => `The artists and speakers of ${year}.`,
  },
};

export interface ContributorListData {
  kind: ContributorListKind;
  state: ListState;
  outcome: SearchOutcome;
}

/**
 * Loader of `/artists/`, `/speakers/` and `/contributors/` (with an optional year): a search of the
 * list's models (contributors: `?models=`, artist and person only, empty meaning both), grouped
 * alphabetically (By Name) or by date (By Date), 60 to a page.
 */
export function contributorListLoader(
  kind: ContributorListKind,
  deps: Pick<SiteDeps, 'api' | 'config' | 'user' | 'features' | 'offline'>,
) {
  const { api, config, user } = deps;
  const spec = LISTS[kind];
  // Without a network, the list is answered from the schedule kept on the device (docs/offline.md).
  const device = { offline: deps.offline, landingYear: config.landingYear };
  return async ({ params, request }: LoaderFunctionArgs): Promise<ContributorListData> => {
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    const search = new URL(request.url).searchParams;
    const models = spec.models ?? contributorModels(search.get(LIST_PARAMS.models));
    const state: ListState = {
      models: spec.models === null ? models : null,
      order: listOrder(search.get(LIST_PARAMS.order), spec.defaultOrder),
      page: listPage(search.get(LIST_PARAMS.page)),
    };
    // Flags: staff previews (preview_mode) and pages or "Show more" (pagination).
    const flags = await loadFeatures(deps);
    const outcome = await searchShownPages(
      (page) =>
        runSearch(
          api,
          year,
          withPreview(listRequestBody(models, state.order, page), flags, user),
          request.signal,
          device,
        ),
      state.page,
      flags.pagination,
    );
    return { kind, state, outcome };
  };
}

const MODEL_CHOICES: readonly { label: string; models: readonly ContributorListModel[] }[] = [
  { label: 'All', models: ['artist', 'person'] },
  { label: 'Artists', models: ['artist'] },
  { label: 'Speakers', models: ['person'] },
];

function sameModels(a: readonly ContributorListModel[], b: readonly ContributorListModel[]): boolean {
  return a.length === b.length && a.every((model) => b.includes(model));
}

/** An artist, speaker or contributor list: By Name / By Date, the count, grouped results and pages. */
export function ContributorListScreen() {
  const { kind, state, outcome } = useLoaderData() as ContributorListData;
  const { pathname } = useLocation();
  const { year, linkYear } = useRouteYear();
  const spec = LISTS[kind];
  usePageTitle(spec.title);
  const href = (next: Partial<ListState>) =>
    listHref(pathname, { ...state, page: 1, ...next }, spec.defaultOrder);

  return (
    <Container size="wide" className="site-list">
      <h1>{spec.title}</h1>
      <p className="site-lead">{spec.lead(year)}</p>
      <div className="site-list-controls">
        {state.models !== null ? (
          <ChoiceLinks
            label="Show"
            choices={MODEL_CHOICES.map((choice) => ({
              label: choice.label,
              href: href({ models: choice.models }),
              current: sameModels(choice.models, state.models ?? []),
            }))}
          />
        ) : null}
        <ChoiceLinks
          label="Sort"
          choices={[
            { label: 'By Name', href: href({ order: 'name' }), current: state.order === 'name' },
            { label: 'By Date', href: href({ order: 'date' }), current: state.order === 'date' },
          ]}
        />
      </div>
      <AlphaJump
        outcome={outcome}
        grouping={listDisplayGrouping(state.order)}
        pageHref={(page) => href({ page })}
      >
        <SearchResults
          outcome={outcome}
          grouping={listDisplayGrouping(state.order)}
          linkYear={linkYear}
          hasCriteria={false}
          pageHref={(page) => href({ page })}
          headingLevel={2}
        />
      </AlphaJump>
    </Container>
  );
}

export { ContributorListScreen as Component };
