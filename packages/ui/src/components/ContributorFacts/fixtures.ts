import type { ContributorLike } from './contributor.ts';

/** An artist and a speaker, for stories and tests. */
export const SAMPLE_ARTIST: ContributorLike = {
  type: 'artist',
  name: 'The Chalkboards',
  genre: 'Indie',
  subgenre: 'Pop',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  title: null,
  company: null,
  bio: 'A band of former teachers.\n\nTheir songs are about homework, recess and the last bell.',
  details: null,
};

export const SAMPLE_PERSON: ContributorLike = {
  type: 'person',
  name: 'Ada Byron',
  genre: null,
  subgenre: null,
  city: 'London',
  state: null,
  country: 'UK',
  title: 'Teacher',
  company: 'Lakeside School',
  bio: 'Ada teaches mathematics through games.',
  details: 'She runs the school robotics club.',
};
