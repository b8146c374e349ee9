/** The primary navigation menu, loaded on demand (LazyNavMenu.tsx). */
export { NavMenu } from '@conf/ui';
