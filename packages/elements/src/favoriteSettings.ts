import { EmbedAttributeError, type EmbedSettings } from './attributes.ts';

/** What `<conf-favorite>` reads besides the common attributes. */
export interface FavoriteSettings {
  eventId: string;
  /** The event's name (`name`): part of the button's name; looked up when not given. */
  name: string | undefined;
  size: 'small' | 'regular';
}

/** Reads `event-id` (required), `name` and `size`; without `name`, `year` is needed to look the event up. */
export function favoriteSettings(element: Element, settings: EmbedSettings): FavoriteSettings {
  const eventId = element.getAttribute('event-id')?.trim() ?? '';
  if (!eventId)
    throw new EmbedAttributeError('<conf-favorite> needs event-id, the id of the event to favorite.');
  const name = element.getAttribute('name')?.trim() || undefined;
  if (name === undefined && settings.year === undefined) {
    throw new EmbedAttributeError(
      '<conf-favorite> needs year (the event’s programme, such as 2026) to look up its name, or name.',
    );
  }
  return { eventId, name, size: element.getAttribute('size') === 'small' ? 'small' : 'regular' };
}
