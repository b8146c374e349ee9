import { capitalize, type EntityModel } from './models.ts';

/** Group order when results are grouped by model (spec section 9). */
export const MODEL_GROUP_ORDER = [
  'Events',
  'Films',
  'Brands',
  'Presenters',
  'Contributors',
  'Venues',
] as const;

/** One model group heading. */
export type ModelGroup = (typeof MODEL_GROUP_ORDER)[number];

/** The group each model belongs to; attendees are not grouped with the catalogue. */
export const MODEL_GROUPS: Readonly<Partial<Record<EntityModel, ModelGroup>>> = {
  event: 'Events',
  film: 'Films',
  brand: 'Brands',
  exhibitor: 'Brands',
  music_fest_presenter: 'Presenters',
  artist: 'Contributors',
  person: 'Contributors',
  venue: 'Venues',
};

/** The group of a model, or `null` for a model outside the grouping (attendee, unknown). */
export function modelGroup(model: string): ModelGroup | null {
  return MODEL_GROUPS[model as EntityModel] ?? null;
}

/** A non-empty group of items with its heading. */
export interface GroupedItems<T> {
  group: ModelGroup;
  items: T[];
}

/**
 * Groups items by their model in MODEL_GROUP_ORDER, keeping the input order inside a group.
 * Empty groups are left out; items whose model has no group are returned in `ungrouped`.
 */
export function groupByModel<T>(
  items: readonly T[],
  modelOf: (item: T) => string,
): { groups: GroupedItems<T>[]; ungrouped: T[] } {
  const buckets = new Map<ModelGroup, T[]>();
  const ungrouped: T[] = [];
  for (const item of items) {
    const group = modelGroup(modelOf(item));
    if (group === null) {
      ungrouped.push(item);
      continue;
    }
    const bucket = buckets.get(group);
    if (bucket) bucket.push(item);
    else buckets.set(group, [item]);
  }
  const groups = MODEL_GROUP_ORDER.flatMap((group) => {
    const bucket = buckets.get(group);
    return bucket ? [{ group, items: bucket }] : [];
  });
  return { groups, ungrouped };
}

/** Event type shown to visitors: `panel` is a Session, `showcase_presenter` a Showcase, others capitalised. */
export function eventTypeLabel(eventType: string | null | undefined): string {
  if (eventType == null || eventType === '') return '';
  if (eventType === 'panel') return 'Session';
  if (eventType === 'showcase_presenter') return 'Showcase';
  return capitalize(eventType);
}

/** Accent colour names per event type (spec section 3). */
export const EVENT_ACCENTS = ['screening', 'showcase', 'session', 'edu', 'default'] as const;

/** One accent colour name. */
export type EventAccent = (typeof EVENT_ACCENTS)[number];

/** The accent colour of an event type, following its label (a panel is a session); `default` otherwise. */
export function accentForEventType(eventType: string | null | undefined): EventAccent {
  switch (eventType) {
    case 'screening':
      return 'screening';
    case 'showcase':
    case 'showcase_presenter':
      return 'showcase';
    case 'session':
    case 'panel':
      return 'session';
    case 'edu':
      return 'edu';
    default:
      return 'default';
  }
}
