import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Every outside image address the catalogue names (events' thumbnails, images and sponsor logos,
 * entities' thumbnails and photos, venues' thumbnails, attendees' photos): what the image proxy may
 * fetch, and nothing else.
 */
export async function loadCatalogueImageUrls(db: Database): Promise<Set<string>> {
  const { rows } = await sql<{ url: string }>`
    select url from (
      select thumbnail_url as url from events
      union select image_url from events
      union select sponsor_image from events
      union select thumbnail_url from entities
      union select image_url from entities
      union select thumbnail_url from venues
      union select image_url from attendees
    ) as images
    where url like 'http://%' or url like 'https://%'`.execute(db.kysely);
  return new Set(rows.map((r) => r.url));
}
