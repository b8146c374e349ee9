export { PlaceholderArt, type PlaceholderArtProps } from './PlaceholderArt.tsx';
