/** The user menu, loaded on demand (layout/AccountMenu.tsx). */
export { UserMenu } from '@conf/ui';
