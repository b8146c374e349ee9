/** From this width a search page's sidebar stands beside the results (lists.css); below it, it folds away. */
export const WIDE_LAYOUT = '(min-width: 1024px)';
