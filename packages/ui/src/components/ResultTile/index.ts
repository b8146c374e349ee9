export type { SearchHitLike } from './hit.ts';
export { RESULT_ERROR_MESSAGE } from './ResultErrorBoundary.tsx';
export { ResultTile, type ResultTileProps } from './ResultTile.tsx';
