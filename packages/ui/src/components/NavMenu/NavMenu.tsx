import { NAV_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@conf/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type Key,
} from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import {
  groupByProminence,
  isSubmenu,
  type NavItem,
  type NavLinkItem,
  type NavSubmenuItem,
} from './navItems.ts';
import { useMinWidth } from './useMinWidth.ts';

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  /** The menu's entries, in order: links, and submenus of links. */
  items: readonly NavItem[];
  /** Accessible name of the navigation landmark. Defaults to `Main`. */
  label?: string;
  /** Text of the toggle button. Defaults to `Menu`. */
  toggleLabel?: string;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /** Whether the menu is open at first (uncontrolled). Defaults to closed. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The submenu open at first (its item id). */
  defaultOpenSubmenu?: string;
  /** The href of the current page: its link gets `aria-current="page"`. */
  currentHref?: string;
  /** Width (CSS px) from which submenus are regrouped and outside clicks stop closing the menu. Defaults to 768. */
  breakpoint?: number;
  /** Debounce of the resize fallback where `matchMedia` is missing, in ms. Defaults to 300. */
  resizeDebounceMs?: number;
  className?: string;
}

function EntryLink({
  entry,
  currentHref,
  onFollow,
}: {
  entry: NavLinkItem;
  currentHref: string | undefined;
  onFollow: () => void;
}) {
  return (
    <li data-prominent={entry.prominent || undefined}>
      <Link
        href={entry.href}
        onPress={onFollow}
        className="conf-NavMenu-link"
        {...(currentHref === entry.href ? { 'aria-current': 'page' as const } : {})}
      >
        {entry.label}
      </Link>
    </li>
  );
}

function SubmenuEntries({
  item,
  isWide,
  currentHref,
  onFollow,
}: {
  item: NavSubmenuItem;
  isWide: boolean;
  currentHref: string | undefined;
  onFollow: () => void;
}) {
  const entry = (child: NavLinkItem) => (
    <EntryLink key={child.id} entry={child} currentHref={currentHref} onFollow={onFollow} />
  );
  if (!isWide) return <ul className="conf-NavMenu-entries">{item.children.map(entry)}</ul>;
  const { prominent, normal } = groupByProminence(item.children);
  return (
    <>
      {prominent.length > 0 ? (
        <ul className="conf-NavMenu-entries" data-group="prominent">
          {prominent.map(entry)}
        </ul>
      ) : null}
      {normal.length > 0 ? (
        <ul className="conf-NavMenu-entries" data-group="normal">
          {normal.map(entry)}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The primary navigation menu (spec "Site header and widgets"), built on react-aria-components'
 * Disclosure: a toggle button (`aria-expanded`, `aria-controls`) shows the menu; entries with
 * children open a submenu on click, Enter or Space, one at a time (a DisclosureGroup).
 *
 * - Escape closes the menu and every submenu and puts focus back on the toggle, wherever focus was.
 * - Below the breakpoint (768 px), a click outside the navigation closes it; from the breakpoint up
 *   it does not (the spec limits outside clicks to the narrow layout), and each submenu's entries
 *   are regrouped into a prominent group (large links, `data-group="prominent"`) before a normal
 *   group, redone whenever the width crosses the breakpoint.
 * - Following a link closes the menu: the visitor is going to another page.
 * - The toggle stays at every width (decision: one interaction model, a "mega menu" at wide widths);
 *   the theme may lay the open menu out as a bar or a panel.
 *
 * Works unstyled: closed panels carry `hidden`. State is exposed as `data-open` and `data-layout`
 * (`narrow` or `wide`) on the navigation element.
 */
export function NavMenu({
  items,
  label = 'Main',
  toggleLabel = 'Menu',
  isOpen,
  defaultOpen = false,
  onOpenChange,
  defaultOpenSubmenu,
  currentHref,
  breakpoint = NAV_BREAKPOINT_PX,
  resizeDebounceMs = RESIZE_DEBOUNCE_MS,
  className,
}: NavMenuProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const [openSubmenus, setOpenSubmenus] = useState<Set<Key>>(
    () => new Set(defaultOpenSubmenu === undefined ? [] : [defaultOpenSubmenu]),
  );
  const isWide = useMinWidth(breakpoint, resizeDebounceMs);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (isOpen === undefined) setOwnOpen(next);
      if (!next) setOpenSubmenus(new Set());
      onOpenChange?.(next);
    },
    [isOpen, onOpenChange],
  );
  const closeAll = useCallback(() => {
    setOpenSubmenus(new Set());
    if (open) setOpen(false);
  }, [open, setOpen]);

  const anythingOpen = open || openSubmenus.size > 0;
  useEffect(() => {
    if (!anythingOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeAll();
      toggle.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (isWide || !(event.target instanceof Node) || root.current?.contains(event.target)) return;
      closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [anythingOpen, closeAll, isWide]);

  return (
    <nav
      ref={root}
      aria-label={label}
      className={cx('conf-NavMenu', className)}
      data-open={open || undefined}
      data-layout={isWide ? 'wide' : 'narrow'}
    >
      <Disclosure isExpanded={open} onExpandedChange={setOpen} className="conf-NavMenu-disclosure">
        {/* react-aria's Button (our Button takes no ref): the toggle gets focus back on Escape. */}
        <AriaButton
          ref={toggle}
          slot="trigger"
          data-variant="ghost"
          className="conf-Button conf-NavMenu-toggle"
        >
          {toggleLabel}
        </AriaButton>
        <DisclosurePanel className="conf-NavMenu-panel">
          <DisclosureGroup
            expandedKeys={openSubmenus}
            onExpandedChange={setOpenSubmenus}
            className="conf-NavMenu-group"
          >
            <ul className="conf-NavMenu-items">
              {items.map((item) =>
                isSubmenu(item) ? (
                  <li key={item.id}>
                    <Disclosure id={item.id} className="conf-NavMenu-submenu">
                      <Button slot="trigger" variant="ghost" className="conf-NavMenu-submenuToggle">
                        {item.label}
                      </Button>
                      <DisclosurePanel className="conf-NavMenu-submenuPanel">
                        <SubmenuEntries
                          item={item}
                          isWide={isWide}
                          currentHref={currentHref}
                          onFollow={closeAll}
                        />
                      </DisclosurePanel>
                    </Disclosure>
                  </li>
                ) : (
                  <EntryLink key={item.id} entry={item} currentHref={currentHref} onFollow={closeAll} />
                ),
              )}
            </ul>
          </DisclosureGroup>
        </DisclosurePanel>
      </Disclosure>
    </nav>
  );
}
