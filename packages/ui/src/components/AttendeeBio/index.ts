export { AttendeeBio, type AttendeeBioProps } from './AttendeeBio.tsx';
