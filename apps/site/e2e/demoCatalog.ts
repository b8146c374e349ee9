import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';

/**
 * An event of the demo catalogue the server is seeded with (SEED=demo), taken from the data layer's
 * own deterministic generator rather than guessed: the same input gives the same catalogue.
 * It is published, has a venue and at least one contributor.
 */
export function demoEventWithContributors(): { id: string; contributorIds: string[] } {
  const catalog = generateDemoCatalog('demo');
  const now = Date.now();
  for (const event of catalog.events) {
    const contributorIds = (event.entities ?? [])
      .filter((ref) => ref.role === 'contributor')
      .map((ref) => ref.entity_id);
    const published = event.publish_at != null && Date.parse(event.publish_at) <= now;
    if (event.venue_id && contributorIds.length > 0 && published && !event.canceled) {
      return { id: event.id, contributorIds };
    }
  }
  throw new Error('The demo catalogue has no published event with a venue and contributors');
}
