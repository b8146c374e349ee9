import type { ScheduleSnapshot, SearchModel } from '@conf/contract';
import { MODEL_GROUP_ORDER } from '../grouping.ts';
import { groupRank, modelIndex } from './models.ts';
import { tokenize } from './normalize.ts';
import { PostingIndex } from './postings.ts';
import { byRank, groupRangesOf, type NameRun, nameRuns } from './rank.ts';
import type { SuggestCorpus, SuggestDoc } from './suggest.ts';

/**
 * A suggestion index on its own, as the device builds it from the year's schedule kept in the browser
 * (issue 15 item 4): the documents in the server's rank order and the index of their names' words,
 * nothing else (no facets, no full-text words), so that {@link suggest} answers on the device as it
 * does on the server. Every record given is published: the device's snapshot holds no other.
 */

/** A record to suggest. */
export type SuggestInput = Omit<SuggestDoc, 'group' | 'normName' | 'nameTokens'>;

interface IndexedDoc extends SuggestDoc {
  modelIdx: number;
}

export class SuggestionIndex implements SuggestCorpus {
  private constructor(
    readonly docs: readonly IndexedDoc[],
    readonly names: PostingIndex,
    readonly modelOf: Uint8Array,
    readonly runs: readonly NameRun[],
  ) {
    this.groupRanges = groupRangesOf(runs, MODEL_GROUP_ORDER.length + 1);
  }

  readonly groupRanges: readonly (readonly [number, number])[];

  static build(inputs: readonly SuggestInput[]): SuggestionIndex {
    const docs: IndexedDoc[] = inputs.map((input) => {
      const nameTokens = tokenize(input.name);
      return {
        ...input,
        group: groupRank(input.model),
        modelIdx: modelIndex(input.model),
        normName: nameTokens.join(' '),
        nameTokens,
      };
    });
    docs.sort(byRank);
    return new SuggestionIndex(
      docs,
      PostingIndex.build(docs.map((d) => d.nameTokens)),
      Uint8Array.from(docs, (d) => d.modelIdx),
      nameRuns(docs),
    );
  }

  get size(): number {
    return this.docs.length;
  }

  /** Every record of the index is published. */
  visible(): boolean {
    return true;
  }
}

/**
 * The records of a schedule snapshot (`GET /api/web/{year}/schedule-snapshot`) as suggestions know
 * them, named and described as the server's search documents are (apps/server/src/search/documents.ts):
 * events with their type and the name of their venue, contributors as artists or persons, films,
 * brands, exhibitors and music presenters by their type, venues never featured.
 */
export function snapshotSuggestInputs(snapshot: ScheduleSnapshot): SuggestInput[] {
  const venueNames = new Map(snapshot.venues.map((venue) => [venue.id, venue.name]));
  const entity = (
    model: SearchModel,
    row: { id: string; name: string; featured: boolean; thumbnail_url: string | null },
  ) => ({
    model,
    id: row.id,
    name: row.name,
    featured: row.featured,
    thumbnailUrl: row.thumbnail_url,
  });
  return [
    ...snapshot.events.map((event) => ({
      ...entity('event', event),
      eventType: event.event_type,
      venueName: event.venue_id === null ? null : (venueNames.get(event.venue_id) ?? null),
    })),
    ...snapshot.contributors.map((contributor) => entity(contributor.type, contributor)),
    // A copy kept before the snapshot named organizations has none (until the device's next refresh).
    ...(snapshot.organizations ?? []).map((organization) => entity(organization.type, organization)),
    ...snapshot.venues.map((venue) => entity('venue', { ...venue, featured: false })),
  ];
}
