import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AriaRouter } from '../../internal/AriaRouter.tsx';
import { cx } from '../../internal/classNames.ts';

/** One category of {@link CategoryTabs}. */
export interface CategoryTab {
  id: string;
  label: string;
}

/** The category tabs of spec section 2: Contributors, Attendees, Brands, Venues. */
export const DEFAULT_CATEGORY_TABS: readonly CategoryTab[] = [
  { id: 'contributors', label: 'Contributors' },
  { id: 'attendees', label: 'Attendees' },
  { id: 'brands', label: 'Brands' },
  { id: 'venues', label: 'Venues' },
];

/** Props of {@link CategoryTabs}. */
export interface CategoryTabsProps {
  /** The tabs, in order. Defaults to {@link DEFAULT_CATEGORY_TABS}. */
  items?: readonly CategoryTab[];
  /** The selected tab (controlled). */
  selectedKey?: string;
  /** The tab selected at first (uncontrolled). Defaults to the first tab. */
  defaultSelectedKey?: string;
  /** Called with the id of the tab the visitor selects. */
  onSelectionChange?: (id: string) => void;
  /**
   * Makes each tab a link to its page (e.g. `/search/brands`), followed through the router of a
   * `UIRouterProvider`. Arrow keys then only move focus; Enter or a click follows the link.
   */
  hrefFor?: (id: string) => string;
  /** Accessible name of the tab list. Defaults to `Categories`. */
  label?: string;
  /** Content of the selected tab's panel (e.g. that category's results). */
  children?: ReactNode;
  className?: string;
}

/**
 * The category tab selector (react-aria-components Tabs): a tab list with Left/Right/Home/End
 * navigation and the selected tab's panel, controlled (`selectedKey` + `onSelectionChange`) or
 * uncontrolled (`defaultSelectedKey`). State is styled through `data-selected` and `data-focus-visible`.
 */
export function CategoryTabs(props: CategoryTabsProps) {
  return (
    <AriaRouter>
      <CategoryTabList {...props} />
    </AriaRouter>
  );
}

/** The tabs themselves, inside the router of their links. */
function CategoryTabList({
  items = DEFAULT_CATEGORY_TABS,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  hrefFor,
  label = 'Categories',
  children,
  className,
}: CategoryTabsProps) {
  return (
    <Tabs
      className={cx('conf-CategoryTabs', className)}
      {...(selectedKey === undefined ? {} : { selectedKey })}
      {...(defaultSelectedKey === undefined ? {} : { defaultSelectedKey })}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      keyboardActivation={hrefFor ? 'manual' : 'automatic'}
    >
      <TabList aria-label={label} className="conf-CategoryTabs-list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={hrefFor?.(item.id)} className="conf-CategoryTabs-tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="conf-CategoryTabs-panel">
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
