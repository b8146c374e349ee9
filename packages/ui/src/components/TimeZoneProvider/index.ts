export { TimeZoneProvider, type TimeZoneProviderProps, useTimeZone } from './TimeZoneProvider.tsx';
