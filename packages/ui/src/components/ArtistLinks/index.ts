export { ArtistLinks, type ArtistLinksProps } from './ArtistLinks.tsx';
