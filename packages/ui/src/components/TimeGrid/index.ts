export { TimeGrid, type TimeGridItem, type TimeGridProps } from './TimeGrid.tsx';
