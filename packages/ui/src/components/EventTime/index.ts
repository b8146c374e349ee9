export { EventTime, type EventTimeProps } from './EventTime.tsx';
