export { EventDate, type EventDateProps } from './EventDate.tsx';
