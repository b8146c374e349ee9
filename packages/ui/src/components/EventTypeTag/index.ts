export { EventTypeTag, type EventTypeTagProps } from './EventTypeTag.tsx';
