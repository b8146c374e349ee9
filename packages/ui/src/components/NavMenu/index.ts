export { NavMenu, type NavMenuProps } from './NavMenu.tsx';
export {
  groupByProminence,
  isSubmenu,
  type NavEntryGroups,
  type NavItem,
  type NavLinkItem,
  type NavSubmenuItem,
} from './navItems.ts';
export { useMinWidth } from './useMinWidth.ts';
