export { EventsFeaturing, type EventsFeaturingProps, type FeaturedEvent } from './EventsFeaturing.tsx';
