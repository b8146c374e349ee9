export { AccessBadges, type AccessBadgesProps } from './AccessBadges.tsx';
