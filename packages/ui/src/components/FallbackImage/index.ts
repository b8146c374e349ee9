export { FallbackImage, type FallbackImageProps } from './FallbackImage.tsx';
