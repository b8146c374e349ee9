import { slugify } from '../normalize.ts';
import type { EntityInput } from '../types.ts';
import { type DemoContext, publication } from './context.ts';
import {
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  COUNTRIES,
  FILM_GENRES,
  FILM_SENTENCES,
  FILM_SUFFIXES,
  FILM_WORDS,
  ORGANIZATION_SENTENCES,
  PREMIERE_TYPES,
  PRESENTER_NAMES,
  TITLE_APPROACHES,
  TITLE_GROUPS,
  TITLE_SETTINGS,
  TITLE_TOPICS,
  US_CITIES,
} from './words.ts';

/** Films, brands, exhibitors and music fest presenters of the demo catalogue. */

type OrganizationType = 'brand' | 'exhibitor' | 'music_fest_presenter';

function sentenceValues(ctx: DemoContext, name: string) {
  return {
    name,
    approach: () => ctx.pick(TITLE_APPROACHES).toLowerCase(),
    topic: () => ctx.pick(TITLE_TOPICS).toLowerCase(),
    setting: () => ctx.pick(TITLE_SETTINGS).toLowerCase(),
    group: () => ctx.pick(TITLE_GROUPS).toLowerCase(),
    count: () => String(ctx.int(2, 40) * 10),
  };
}

function describe(ctx: DemoContext, sentences: readonly string[], name: string, count: number): string {
  const values = sentenceValues(ctx, name);
  return ctx
    .sample(sentences, count)
    .map((s) => ctx.fill(s, values))
    .join(' ');
}

export function generateFilm(ctx: DemoContext, id: string, unique: (name: string) => string): EntityInput {
  const name = unique(`${ctx.pick(FILM_WORDS)}${ctx.pick(FILM_SUFFIXES)}`);
  const genre = ctx.pick(FILM_GENRES);
  const handle = `${slugify(name)}-${id}`;
  return {
    id,
    type: 'film',
    name,
    description: describe(ctx, FILM_SENTENCES, name, ctx.int(1, 3)),
    thumbnail_url: `/images/film/${id}.svg`,
    image_url: `/images/film/${id}.svg`,
    image_alt_text: `Still from ${name}`,
    links: [
      { type: 'website', url: `https://${handle}.example` },
      ...(ctx.chance(0.6)
        ? [{ type: 'youtube', url: `https://www.youtube.com/watch?v=${ctx.faker.string.alphanumeric(11)}` }]
        : []),
    ],
    ...publication(ctx),
    details: {
      genre: genre.genre,
      subgenre: ctx.pick(genre.subgenres),
      credential: genre.credential,
      runtime_minutes: genre.genre.includes('Short') ? ctx.int(8, 25) : ctx.int(70, 110),
      premiere_type: ctx.pick(PREMIERE_TYPES),
      country_of_origin: [ctx.chance(0.75) ? 'United States' : ctx.pick(COUNTRIES)],
    },
  };
}

function companyName(ctx: DemoContext, type: OrganizationType): string {
  if (type === 'music_fest_presenter') {
    return ctx.chance(0.5) ? ctx.pick(PRESENTER_NAMES) : `${ctx.pick(US_CITIES)[0]} Music Presents`;
  }
  if (ctx.chance(0.7)) return `${ctx.pick(COMPANY_PREFIXES)}${ctx.pick(COMPANY_SUFFIXES)}`;
  return ctx.faker.company.name();
}

export function generateOrganization(
  ctx: DemoContext,
  id: string,
  type: OrganizationType,
  unique: (name: string) => string,
): EntityInput {
  const name = unique(companyName(ctx, type));
  const kind = type;
  return {
    id,
    type,
    name,
    description: describe(ctx, ORGANIZATION_SENTENCES, name, ctx.int(1, 3)),
    thumbnail_url: ctx.chance(0.95) ? `/images/${kind}/${id}.svg` : null,
    links: [{ type: 'website', url: `https://${slugify(name)}.example` }],
    ...publication(ctx),
  };
}
