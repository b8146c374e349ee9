import {
  INTERESTED_COLLAPSED_COUNT,
  INTERESTED_EXPANDED_COUNT,
  INTERESTED_OTHERS_THRESHOLD,
} from '@conf/core';

/** A person who favorited an item (spec section 3, "Interested person"). */
export interface InterestedUser {
  uid: string;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
}

/** The answer of `GET /favorite/{itemType}/{itemId}/interested.json`. */
export interface InterestedResponse {
  /** How many people may be shown publicly. */
  public: number;
  /** How many people favorited the item in all. */
  total: number;
  /** The people who may be shown. */
  users: InterestedUser[];
}

/** One row of the list: a person, or the synthetic "{n} others" entry. */
export type InterestedEntry =
  | { kind: 'person'; key: string; uid: string; name: string; imageUrl: string | null }
  | { kind: 'others'; key: string; count: number; name: string };

/** Name shown for a person without first and last name. */
export const UNNAMED_PERSON = 'Attendee';

/** "First Last", either part left out when missing; {@link UNNAMED_PERSON} when both are. */
export function interestedName(user: Pick<InterestedUser, 'first_name' | 'last_name'>): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? UNNAMED_PERSON : name;
}

/** How many people are not shown (`total - public`) when that exceeds 2, else `null` (spec section 9). */
export function othersCount(response: Pick<InterestedResponse, 'public' | 'total'>): number | null {
  const hidden = response.total - response.public;
  return hidden > INTERESTED_OTHERS_THRESHOLD ? hidden : null;
}

/** A shuffled copy (Fisher–Yates); `random` returns a number in [0, 1). */
export function shuffleRandomly<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The rows of the widget: the people in the order `shuffle` gives (random by default, spec
 * section 3), then "{n} others" when more than 2 people are not shown. Decision: the others entry
 * is always last and counts as a row, so the collapsed list shows it only when every person fits.
 */
export function interestedEntries(
  response: InterestedResponse,
  shuffle: <T>(items: T[]) => T[] = shuffleRandomly,
): InterestedEntry[] {
  const people: InterestedEntry[] = shuffle([...response.users]).map((user) => ({
    kind: 'person',
    key: `person:${user.uid}`,
    uid: user.uid,
    name: interestedName(user),
    imageUrl: user.image_url,
  }));
  const others = othersCount(response);
  return others === null
    ? people
    : [...people, { kind: 'others', key: 'others', count: others, name: `${others} others` }];
}

/** How many rows show: `numberToShow` collapsed (3 by default), at most 60 expanded. */
export function visibleCount(expanded: boolean, numberToShow: number = INTERESTED_COLLAPSED_COUNT): number {
  return expanded ? INTERESTED_EXPANDED_COUNT : Math.max(0, Math.floor(numberToShow));
}

/** The rows that show. */
export function visibleEntries(
  entries: readonly InterestedEntry[],
  expanded: boolean,
  numberToShow: number = INTERESTED_COLLAPSED_COUNT,
): InterestedEntry[] {
  return entries.slice(0, visibleCount(expanded, numberToShow));
}

/** Whether "View all" is offered: collapsed, with more rows than show. */
export function canViewAll(
  entries: readonly InterestedEntry[],
  expanded: boolean,
  numberToShow: number = INTERESTED_COLLAPSED_COUNT,
): boolean {
  return !expanded && entries.length > visibleCount(false, numberToShow);
}
