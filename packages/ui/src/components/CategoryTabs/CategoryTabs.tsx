import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useHover, useTab, useTabList } from 'react-aria';
import { Item, type Node, type TabListState, useTabListState } from 'react-stately';
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
 * The category tab selector: a tab list with Left/Right/Home/End navigation (mirrored right to left)
 * and the selected tab's panel, controlled (`selectedKey` + `onSelectionChange`) or uncontrolled
 * (`defaultSelectedKey`). State is styled through `data-selected`, `data-hovered` and
 * `data-focus-visible`.
 *
 * Built on react-aria's hooks rather than react-aria-components' `Tabs`: the component's collection
 * renders a second time right after hydration, with new context values, and React then renders anew
 * every boundary under it still waiting to hydrate (docs/decisions/0014): a search page's results
 * could not hydrate tile by tile below it. The hooks build the collection during the render, the same
 * on the server and in the browser, so the tabs render once.
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
  const collection = {
    items,
    children: (item: CategoryTab) => (
      <Item key={item.id} href={hrefFor?.(item.id)}>
        {item.label}
      </Item>
    ),
    ...(selectedKey === undefined ? {} : { selectedKey }),
    ...(defaultSelectedKey === undefined ? {} : { defaultSelectedKey }),
    onSelectionChange: (key: string | number | null) => {
      if (key !== null) onSelectionChange?.(String(key));
    },
  };
  const state = useTabListState<CategoryTab>(collection);
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(
    { ...collection, 'aria-label': label, keyboardActivation: hrefFor ? 'manual' : 'automatic' },
    state,
    listRef,
  );
  return (
    <div className={cx('conf-CategoryTabs', className)} data-orientation="horizontal">
      <div {...tabListProps} ref={listRef} className="conf-CategoryTabs-list">
        {[...state.collection].map((item) => (
          <CategoryTabItem key={item.key} item={item} state={state} />
        ))}
      </div>
      {state.selectedKey === null ? null : (
        <CategoryTabPanel tabsId={tabListProps.id} tabKey={state.selectedKey}>
          {children}
        </CategoryTabPanel>
      )}
    </div>
  );
}

function CategoryTabItem({ item, state }: { item: Node<CategoryTab>; state: TabListState<CategoryTab> }) {
  const ref = useRef<HTMLAnchorElement & HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  const Element = item.props?.href ? 'a' : 'div';
  return (
    <Element
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      className="conf-CategoryTabs-tab"
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </Element>
  );
}

/** What a keyboard user can tab to inside a panel (visibility is not checked: it costs a layout). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The selected tab's panel. Its id and label follow react-aria's scheme for a tab list's ids
 * (`{list id}-tab-{key}`, `{list id}-tabpanel-{key}`: the tabs' `id` and `aria-controls`), checked by
 * the tests. It takes the focus itself (tabIndex 0) only when nothing inside can: react-aria's
 * `useTabPanel` looks for that with a visibility check of each element, a layout of the whole list.
 */
function CategoryTabPanel({
  tabsId,
  tabKey,
  children,
}: {
  tabsId?: string;
  tabKey: string | number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(true);
  const { focusProps, isFocusVisible } = useFocusRing();
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHasTabbable(panel.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, []);
  const key = String(tabKey).replace(/\s+/g, '');
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={`${tabsId}-tabpanel-${key}`}
      aria-labelledby={`${tabsId}-tab-${key}`}
      tabIndex={hasTabbable ? undefined : 0}
      className="conf-CategoryTabs-panel"
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}
