import type { Database } from '../db/database.ts';
import { programmeTimeZone } from '../programmes/store.ts';
import { Corpus } from './corpus.ts';
import { attendeeDocuments, catalogDocuments } from './documents.ts';
import { ATTENDEE_FACETS, CATALOG_FACETS } from './facets.ts';
import { loadAttendeeRows, loadCatalogRows, loadYears } from './load.ts';

/**
 * The in-process search index of a server instance: for every conference year, its catalogue and its
 * attendee directory, held in memory and built from the database (the source of truth). Immutable:
 * a change builds a new year and {@link SearchIndex.withYear} gives a new index, swapped in at once,
 * so that queries already running keep the one they started with.
 */

export interface YearIndex {
  year: number;
  catalog: Corpus;
  attendees: Corpus;
  /** How long building it took, in ms. */
  buildMs: number;
}

export class SearchIndex {
  private constructor(private readonly byYear: ReadonlyMap<number, YearIndex>) {}

  static empty(): SearchIndex {
    return new SearchIndex(new Map());
  }

  /** Builds every year found in the database. */
  static async build(db: Database): Promise<SearchIndex> {
    const years = new Map<number, YearIndex>();
    for (const year of await loadYears(db)) years.set(year, await SearchIndex.buildYear(db, year));
    return new SearchIndex(years);
  }

  /** Builds one year from the database (a year without records gives empty corpora). */
  static async buildYear(db: Database, year: number): Promise<YearIndex> {
    const started = performance.now();
    const catalogRows = await loadCatalogRows(db, year);
    const zone = await programmeTimeZone(db, year);
    const catalog = await Corpus.build(catalogDocuments(catalogRows, zone), CATALOG_FACETS);
    const attendeeRows = await loadAttendeeRows(db, year);
    const attendees = await Corpus.build(attendeeDocuments(attendeeRows), ATTENDEE_FACETS);
    return { year, catalog, attendees, buildMs: Math.round(performance.now() - started) };
  }

  /** A new index with this year replaced (or removed when it has no records left). */
  withYear(year: YearIndex): SearchIndex {
    const years = new Map(this.byYear);
    if (year.catalog.size === 0 && year.attendees.size === 0) years.delete(year.year);
    else years.set(year.year, year);
    return new SearchIndex(years);
  }

  /** The year's index, or undefined when the year has no records. */
  year(year: number): YearIndex | undefined {
    return this.byYear.get(year);
  }

  get years(): number[] {
    return [...this.byYear.keys()].sort((a, b) => a - b);
  }
}
