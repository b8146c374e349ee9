/** A link of the navigation menu. */
export interface NavLinkItem {
  /** Unique among the menu's items; used as the React key. */
  id: string;
  label: string;
  href: string;
  /**
   * Shown as a large link at wide widths: a submenu's prominent entries are grouped before the
   * others from the breakpoint up (spec "Site header and widgets"). Ignored on top-level links.
   */
  prominent?: boolean;
}

/** An entry of the navigation menu that opens a submenu of links. */
export interface NavSubmenuItem {
  /** Unique among the menu's items; also the key of the open submenu. */
  id: string;
  label: string;
  children: readonly NavLinkItem[];
}

/** A top-level entry of the navigation menu: a link, or a submenu of links. */
export type NavItem = NavLinkItem | NavSubmenuItem;

/** Whether an item opens a submenu. */
export function isSubmenu(item: NavItem): item is NavSubmenuItem {
  return 'children' in item;
}

/** A submenu's entries split into its large links and the others. */
export interface NavEntryGroups {
  prominent: NavLinkItem[];
  normal: NavLinkItem[];
}

/**
 * Splits a submenu's entries into the prominent group and the normal group, keeping the order
 * of each (the wide layout shows them as two groups; the narrow layout keeps the given order).
 */
export function groupByProminence(entries: readonly NavLinkItem[]): NavEntryGroups {
  const groups: NavEntryGroups = { prominent: [], normal: [] };
  for (const entry of entries) (entry.prominent ? groups.prominent : groups.normal).push(entry);
  return groups;
}
