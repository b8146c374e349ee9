export {
  type CategoryTab,
  CategoryTabs,
  type CategoryTabsProps,
  DEFAULT_CATEGORY_TABS,
} from './CategoryTabs.tsx';
