import {
  accordionAggregations,
  credentialToggles,
  eventTypeToggles,
  type FacetAggregation,
  resultCountText,
  type SearchFilter,
} from '@conf/core';
import { type FormEvent, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DisclosureGroup,
  Input,
  type Key,
  Label,
  SearchField,
} from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { useTypedBeforeHydration } from '../../internal/useTypedBeforeHydration.ts';
import { Button } from '../Button/Button.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import { FilterSection } from './FilterSection.tsx';
import { ToggleSection } from './ToggleSection.tsx';

/** Props of {@link FilterSidebar}. */
export interface FilterSidebarProps {
  /** The facets of the search result (the contract's `Aggregation`s). */
  aggregations: readonly FacetAggregation[];
  /** The filters in force (controlled). */
  filters: readonly SearchFilter[];
  /** Called with the new filter list when the visitor changes an option or a button. */
  onFiltersChange: (filters: SearchFilter[]) => void;
  /**
   * Called once when the visitor presses Clear All: the host drops every filter and the term in one
   * update (two separate callbacks would each start a search, the second from a stale state).
   */
  onClearAll: () => void;
  /** The search term in force (controlled). */
  term?: string;
  /** Called with the submitted term (Enter or the Search button), `''` when cleared. */
  onTermChange?: (term: string) => void;
  /** How many results the search found. */
  total: number;
  /** Whether option counts are shown (the `filter_counts` feature flag). */
  showCounts?: boolean;
  /**
   * The programme's `event_type` values, in the order of the Event Type buttons (values with one
   * label share a button: `panel` and `session` are Session). Default: the types of the facet.
   */
  eventTypes?: readonly string[];
  /** The page of each accordion section's options, by facet name (controlled). */
  pages?: Readonly<Record<string, number>>;
  /** Called when the visitor changes a section's page. */
  onPageChange?: (section: string, page: number) => void;
  /** Accessible name of the sidebar region. Defaults to `Filters`. */
  label?: string;
  /** Level of the section headings. Defaults to 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

interface Expansion {
  seen: ReadonlySet<string>;
  expanded: ReadonlySet<Key>;
}

function opensByDefault(aggregation: FacetAggregation, filters: readonly SearchFilter[]): boolean {
  return aggregation.open === true || filters.some((filter) => filter.field === aggregation.name);
}

/**
 * The filter sidebar of the search page (spec section 2, "List and search page content"): a search
 * box that submits the term, Clear All, the result count, the Event Type buttons (Screening,
 * Showcase, Session), the Credential Type buttons (innovation, film, music, and CPE Credit when its
 * facet has a `true` bucket), then an accordion section per other facet whose options page 15 at a
 * time with at most 5 page buttons. Labels follow spec section 5 (dates as dates, else the facet's
 * labels or the raw value); hidden and empty facets are left out. Filters and term are controlled.
 */
export function FilterSidebar({
  aggregations,
  filters,
  onFiltersChange,
  onClearAll,
  term = '',
  onTermChange,
  total,
  showCounts = false,
  eventTypes,
  pages,
  onPageChange,
  label = 'Filters',
  headingLevel = 2,
  className,
}: FilterSidebarProps) {
  const [draft, setDraft] = useState(term);
  // A term typed into the server's box before the sidebar hydrated is what Enter searches.
  const searchInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchInput, draft, setDraft);
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    // The term changed from outside (Clear All, the address bar): show it.
    setShownTerm(term);
    setDraft(term);
  }
  const [ownPages, setOwnPages] = useState<Readonly<Record<string, number>>>({});
  const sectionPages = pages ?? ownPages;
  const sections = accordionAggregations(aggregations, filters);
  const [expansion, setExpansion] = useState<Expansion>(() => ({
    seen: new Set(sections.map((section) => section.name)),
    expanded: new Set(
      sections.filter((section) => opensByDefault(section, filters)).map((section) => section.name),
    ),
  }));
  const unseen = sections.filter((section) => !expansion.seen.has(section.name));
  if (unseen.length > 0) {
    // Facets that appear with a new result open as the server says, once; the visitor's choices stay.
    setExpansion({
      seen: new Set([...expansion.seen, ...unseen.map((section) => section.name)]),
      expanded: new Set([
        ...expansion.expanded,
        ...unseen.filter((section) => opensByDefault(section, filters)).map((section) => section.name),
      ]),
    });
  }

  const setPage = (section: string, page: number) => {
    if (pages === undefined) setOwnPages((current) => ({ ...current, [section]: page }));
    onPageChange?.(section, page);
  };
  const submitTerm = (event?: FormEvent) => {
    event?.preventDefault();
    onTermChange?.(draft.trim());
  };
  const hasAnything = filters.length > 0 || term !== '';
  const clearAll = () => {
    setDraft('');
    onClearAll();
  };
  const common = { filters, onFiltersChange, showCounts, headingLevel };

  return (
    <section aria-label={label} className={cx('conf-FilterSidebar', className)}>
      {/* A plain GET form of the page's own address with the term in `q`: it searches without JavaScript. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role, known to all assistive technology. */}
      <form role="search" method="get" onSubmit={submitTerm} className="conf-FilterSidebar-search">
        <SearchField
          name="q"
          value={draft}
          onChange={setDraft}
          onSubmit={() => submitTerm()}
          onClear={() => {
            if (term !== '') onTermChange?.('');
          }}
          className="conf-FilterSidebar-searchField"
        >
          <Label className="conf-FilterSidebar-searchLabel">Search</Label>
          <div className="conf-FilterSidebar-searchControl">
            <Input ref={searchInput} className="conf-FilterSidebar-searchInput" enterKeyHint="search" />
            {draft !== '' ? (
              <AriaButton className="conf-FilterSidebar-searchClear">
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="m4 4 8 8m0-8-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </AriaButton>
            ) : null}
          </div>
        </SearchField>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <div className="conf-FilterSidebar-summary">
        <p role="status" className="conf-FilterSidebar-count">
          {resultCountText(total)}
        </p>
        <Button variant="ghost" isDisabled={!hasAnything} onPress={clearAll}>
          Clear All
        </Button>
      </div>
      <ToggleSection
        title="Event Type"
        toggles={eventTypeToggles(aggregations, filters, eventTypes)}
        {...common}
      />
      <ToggleSection title="Credential Type" toggles={credentialToggles(aggregations, filters)} {...common} />
      {sections.length > 0 ? (
        <DisclosureGroup
          allowsMultipleExpanded
          expandedKeys={expansion.expanded}
          onExpandedChange={(expanded) => setExpansion((current) => ({ ...current, expanded }))}
          className="conf-FilterSidebar-sections"
        >
          {sections.map((aggregation) => (
            <FilterSection
              key={aggregation.name}
              aggregation={aggregation}
              page={sectionPages[aggregation.name] ?? 1}
              onPageChange={(page) => setPage(aggregation.name, page)}
              {...common}
            />
          ))}
        </DisclosureGroup>
      ) : null}
    </section>
  );
}
