import { slugify } from '../normalize.ts';
import type { AttendeeInput, EntityInput, LinkInput } from '../types.ts';
import { type DemoContext, publication } from './context.ts';
import {
  ARTIST_ADJECTIVES,
  ARTIST_DETAILS_SENTENCES,
  ARTIST_LINK_TYPES,
  ARTIST_NOUNS,
  ARTIST_SEEKING,
  BADGES,
  BIO_SENTENCES,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  COMPANY_TYPES,
  FIELDS,
  FORMER_ROLES,
  INDUSTRIES,
  MUSIC_GENRES,
  ORGANIZATION_PATTERNS,
  PERSON_TITLES,
  PRONOUNS,
  SUBJECTS,
  TITLE_APPROACHES,
  TITLE_SETTINGS,
  TITLE_TOPICS,
  US_CITIES,
  WORLD_CITIES,
} from './words.ts';

/** Persons (speakers), artists and attendees of the demo catalogue. */

interface Hometown {
  city: string;
  state: string | null;
  country: string;
}

function hometown(ctx: DemoContext): Hometown {
  if (ctx.chance(0.85)) {
    const [city, state] = ctx.pick(US_CITIES);
    return { city, state, country: 'United States' };
  }
  const [city, country] = ctx.pick(WORLD_CITIES);
  return { city, state: null, country };
}

/** A school, university or education company. */
export function organizationName(ctx: DemoContext): string {
  if (ctx.chance(0.6))
    return ctx.fill(ctx.pick(ORGANIZATION_PATTERNS), { city: () => ctx.pick(US_CITIES)[0] });
  return `${ctx.pick(COMPANY_PREFIXES)}${ctx.pick(COMPANY_SUFFIXES)}`;
}

/** Sentences from the bio list until `minWords` is reached, never more than `maxWords`. */
function biography(
  ctx: DemoContext,
  person: { name: string; first: string; company: string; city: string },
  minWords: number,
  maxWords: number,
): string {
  const values = (slot: string): string | undefined => {
    switch (slot) {
      case 'name':
        return person.name;
      case 'first':
        return person.first;
      case 'company':
        return person.company;
      case 'city':
        return person.city;
      case 'years':
        return String(ctx.int(3, 30));
      case 'field':
        return ctx.pick(FIELDS);
      case 'subject':
        return ctx.pick(SUBJECTS);
      case 'topic':
      case 'topic2':
        return ctx.pick(TITLE_TOPICS).toLowerCase();
      case 'formerRole':
        return ctx.pick(FORMER_ROLES);
      case 'approach':
        return ctx.pick(TITLE_APPROACHES).toLowerCase();
      case 'setting':
        return ctx.pick(TITLE_SETTINGS).toLowerCase();
      default:
        return undefined;
    }
  };
  const target = ctx.int(minWords, maxWords);
  // The introduction first, then the other sentences in a random order, each at most once.
  const [introduction, ...others] = BIO_SENTENCES;
  const templates = [introduction, ...ctx.faker.helpers.shuffle([...others])];
  const sentences: string[] = [];
  let words = 0;
  for (const template of templates) {
    if (words >= target) break;
    const sentence = ctx.fill(template, values);
    sentences.push(sentence);
    words += sentence.split(' ').length;
  }
  if (words > maxWords && sentences.length > 1) sentences.pop();
  return sentences.join(' ');
}

function personLinks(ctx: DemoContext, handle: string): LinkInput[] {
  const links: LinkInput[] = [];
  if (ctx.chance(0.4)) links.push({ type: 'website', url: `https://${handle}.example` });
  if (ctx.chance(0.3)) links.push({ type: 'twitter', url: `https://x.com/${handle}` });
  if (ctx.chance(0.2)) links.push({ type: 'instagram', url: `https://www.instagram.com/${handle}` });
  return links;
}

export function generatePerson(ctx: DemoContext, id: string): EntityInput {
  const sex = ctx.pick(['female', 'male'] as const);
  const first = ctx.faker.person.firstName(sex);
  const name = `${first} ${ctx.faker.person.lastName()}`;
  const company = organizationName(ctx);
  const home = hometown(ctx);
  const handle = slugify(name).replace(/-/g, '');
  return {
    id,
    type: 'person',
    name,
    title: ctx.pick(PERSON_TITLES),
    company,
    city: home.city,
    state: home.state,
    country: home.country,
    bio: biography(ctx, { name, first, company, city: home.city }, 30, 90),
    thumbnail_url: ctx.chance(0.95) ? `/images/person/${id}.svg` : null,
    image_url: ctx.chance(0.75) ? `/images/person/${id}.svg` : null,
    image_alt_text: name,
    links: personLinks(ctx, handle),
    ...publication(ctx),
  };
}

function artistName(ctx: DemoContext): string {
  const roll = ctx.int(0, 3);
  if (roll === 0) return `The ${ctx.pick(ARTIST_ADJECTIVES)} ${ctx.pick(ARTIST_NOUNS)}`;
  if (roll === 1) return `${ctx.pick(ARTIST_ADJECTIVES)} ${ctx.pick(ARTIST_NOUNS)}`;
  if (roll === 2) return ctx.faker.person.fullName();
  return `${ctx.faker.person.firstName()} & the ${ctx.pick(ARTIST_NOUNS)}`;
}

const ARTIST_LINK_HOSTS: Record<(typeof ARTIST_LINK_TYPES)[number], (handle: string) => string> = {
  spotify: (h) => `https://open.spotify.com/artist/${h}`,
  bandcamp: (h) => `https://${h}.bandcamp.com`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  apple: (h) => `https://music.apple.com/us/artist/${h}`,
  soundcloud: (h) => `https://soundcloud.com/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  website: (h) => `https://${h}.example`,
};

export function generateArtist(ctx: DemoContext, id: string): EntityInput {
  const name = artistName(ctx);
  const { genre, subgenres } = ctx.pick(MUSIC_GENRES);
  const subgenre = ctx.pick(subgenres);
  const home = hometown(ctx);
  const handle = `${slugify(name).replace(/-/g, '')}${id.slice(-3)}`;
  const links: LinkInput[] = ctx
    .sample(ARTIST_LINK_TYPES, ctx.int(2, 5))
    .map((type) => ({ type, url: ARTIST_LINK_HOSTS[type](handle) }));
  // Some artists leave a link blank in their profile: the product must drop those.
  if (ctx.chance(0.2)) links.push({ type: ctx.pick(['bandcamp', 'soundcloud', 'tiktok']), url: '' });
  const seeking = ctx.chance(0.6) ? ctx.sample(ARTIST_SEEKING, ctx.int(1, 4)) : [];
  const details = ctx
    .sample(ARTIST_DETAILS_SENTENCES, 3)
    .map((sentence) =>
      ctx.fill(sentence, {
        name,
        genre: genre.toLowerCase(),
        subgenre: subgenre.toLowerCase(),
        city: home.city,
      }),
    )
    .join(' ');
  return {
    id,
    type: 'artist',
    name,
    city: home.city,
    state: home.state,
    country: home.country,
    genre,
    subgenre,
    bio: ctx.chance(0.3) ? `${name} is a ${subgenre.toLowerCase()} act from ${home.city}.` : null,
    details_text: details,
    thumbnail_url: `/images/artist/${id}.svg`,
    image_url: ctx.chance(0.8) ? `/images/artist/${id}.svg` : null,
    image_alt_text: name,
    links,
    artist_connection: seeking.length > 0 ? { seeking } : null,
    ...publication(ctx),
  };
}

function pronounFor(ctx: DemoContext, sex: 'female' | 'male'): string | null {
  const roll = ctx.faker.number.float({ min: 0, max: 1 });
  if (roll < 0.25) return null;
  if (roll < 0.32) return ctx.pick(PRONOUNS.any);
  return ctx.pick(PRONOUNS[sex]);
}

export function generateAttendee(ctx: DemoContext, uid: string): AttendeeInput {
  const sex = ctx.pick(['female', 'male'] as const);
  const first = ctx.faker.person.firstName(sex);
  const name = `${first} ${ctx.faker.person.lastName()}`;
  const company = organizationName(ctx);
  const home = hometown(ctx);
  const handle = `${slugify(name).replace(/-/g, '')}${uid.slice(-4)}`;
  return {
    uid,
    name,
    pronoun: pronounFor(ctx, sex),
    title: ctx.pick(PERSON_TITLES),
    company,
    company_type: ctx.pick(COMPANY_TYPES),
    hometown: home.state ? `${home.city}, ${home.state}` : `${home.city}, ${home.country}`,
    industry: ctx.pick(INDUSTRIES),
    country: home.country,
    badge_type: ctx.pick(BADGES).name,
    biography: ctx.chance(0.9) ? biography(ctx, { name, first, company, city: home.city }, 20, 80) : null,
    image_url: ctx.chance(0.6) ? `/images/attendee/${uid}.svg` : null,
    x_url: ctx.chance(0.3) ? `https://x.com/${handle}` : null,
    facebook_url: ctx.chance(0.2) ? `https://www.facebook.com/${handle}` : null,
    instagram_url: ctx.chance(0.25) ? `https://www.instagram.com/${handle}` : null,
    tiktok_url: ctx.chance(0.1) ? `https://www.tiktok.com/@${handle}` : null,
    website: ctx.chance(0.2) ? `https://${handle}.example` : null,
    directory_opt_out: ctx.chance(0.08),
  };
}
