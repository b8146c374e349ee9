/**
 * Moving about a grid whose cells may span rows (the time grid's events), pure. A position is a row
 * and a column of the grid's cells (headers not counted); each position belongs to one cell. Moving
 * right or left keeps the row one is on inside a tall cell, so that the arrows go along a time row;
 * moving down leaves a tall cell from its last row, up from its first.
 */

/** A cell and the positions it covers (one column). */
export interface GridArea {
  key: string;
  row: number;
  col: number;
  rowSpan: number;
}

export interface GridPosition {
  row: number;
  col: number;
}

/** The keys a grid answers (APG's data grid). */
export type GridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'rowStart'
  | 'rowEnd'
  | 'pageUp'
  | 'pageDown'
  | 'gridStart'
  | 'gridEnd';

/** The cells of a grid by position. */
export class GridMap {
  readonly rows: number;
  readonly cols: number;
  private readonly byPosition: GridArea[][];

  /** `areas` are the tall cells; every other position is a cell of its own (`empty:row:col`). */
  constructor(rows: number, cols: number, areas: readonly GridArea[]) {
    this.rows = rows;
    this.cols = cols;
    this.byPosition = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: cols }, (_, col) => ({ key: `empty:${row}:${col}`, row, col, rowSpan: 1 })),
    );
    for (const area of areas) {
      for (let row = area.row; row < Math.min(rows, area.row + area.rowSpan); row++) {
        const line = this.byPosition[row];
        if (line && area.col < cols) line[area.col] = area;
      }
    }
  }

  /** The cell at a position; `undefined` outside the grid. */
  at({ row, col }: GridPosition): GridArea | undefined {
    return this.byPosition[row]?.[col];
  }

  /** The cells whose first row is `row`, by column (what a row of the grid holds). */
  cellsStartingIn(row: number): GridArea[] {
    return (this.byPosition[row] ?? []).filter((area) => area.row === row);
  }
}

/**
 * Where a move from `from` leads; `null` at the grid's edge (the key does nothing). `pageRows` is
 * how many rows PageUp and PageDown skip.
 */
export function moveInGrid(
  grid: GridMap,
  from: GridPosition,
  move: GridMove,
  pageRows: number,
): GridPosition | null {
  const cell = grid.at(from);
  if (!cell) return null;
  const lastRow = grid.rows - 1;
  const lastCol = grid.cols - 1;
  const to = (row: number, col: number): GridPosition | null =>
    row < 0 || row > lastRow || col < 0 || col > lastCol || grid.at({ row, col }) === cell
      ? null
      : { row, col };
  switch (move) {
    case 'up':
      return to(cell.row - 1, from.col);
    case 'down':
      return to(cell.row + cell.rowSpan, from.col);
    case 'left':
      return to(from.row, from.col - 1);
    case 'right':
      return to(from.row, from.col + 1);
    case 'rowStart':
      return to(from.row, 0);
    case 'rowEnd':
      return to(from.row, lastCol);
    case 'pageUp':
      return to(Math.max(0, Math.min(cell.row - 1, from.row - pageRows)), from.col);
    case 'pageDown':
      return to(Math.min(lastRow, Math.max(cell.row + cell.rowSpan, from.row + pageRows)), from.col);
    case 'gridStart':
      return to(0, 0);
    case 'gridEnd':
      return to(lastRow, lastCol);
  }
}

/**
 * The move of a key press, reading left and right in the page's direction (mirrored right to left);
 * `null` for any other key.
 */
export function gridMoveOf(
  event: { key: string; ctrlKey: boolean; metaKey: boolean },
  direction: 'ltr' | 'rtl',
): GridMove | null {
  const ctrl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return direction === 'rtl' ? 'right' : 'left';
    case 'ArrowRight':
      return direction === 'rtl' ? 'left' : 'right';
    case 'Home':
      return ctrl ? 'gridStart' : 'rowStart';
    case 'End':
      return ctrl ? 'gridEnd' : 'rowEnd';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    default:
      return null;
  }
}
