import { describe, expect, it } from 'vitest';
import { GridMap, gridMoveOf, moveInGrid } from './gridNavigation.ts';

// Three rows, two columns; a cell over the three rows of column 1.
const grid = new GridMap(3, 2, [{ key: 'tall', row: 0, col: 1, rowSpan: 3 }]);

describe('moveInGrid', () => {
  it('keeps the row one is on through a tall cell, left and right', () => {
    expect(moveInGrid(grid, { row: 2, col: 0 }, 'right', 4)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid(grid, { row: 2, col: 1 }, 'left', 4)).toEqual({ row: 2, col: 0 });
  });

  it('does nothing at an edge, nor inside the same tall cell', () => {
    expect(moveInGrid(grid, { row: 1, col: 1 }, 'down', 4)).toBeNull();
    expect(moveInGrid(grid, { row: 1, col: 1 }, 'up', 4)).toBeNull();
    expect(moveInGrid(grid, { row: 0, col: 0 }, 'left', 4)).toBeNull();
    expect(moveInGrid(grid, { row: 1, col: 1 }, 'pageDown', 1)).toBeNull();
  });

  it('pages by rows, and at least out of a tall cell', () => {
    const tallTop = new GridMap(6, 1, [{ key: 'tall', row: 0, col: 0, rowSpan: 3 }]);
    expect(moveInGrid(tallTop, { row: 0, col: 0 }, 'pageDown', 2)).toEqual({ row: 3, col: 0 });
    expect(moveInGrid(tallTop, { row: 3, col: 0 }, 'pageDown', 2)).toEqual({ row: 5, col: 0 });
    expect(moveInGrid(tallTop, { row: 5, col: 0 }, 'pageUp', 2)).toEqual({ row: 3, col: 0 });
    expect(moveInGrid(tallTop, { row: 3, col: 0 }, 'pageUp', 2)).toEqual({ row: 1, col: 0 });
  });

  it('goes to the corners of the grid', () => {
    expect(moveInGrid(grid, { row: 1, col: 0 }, 'gridEnd', 4)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid(grid, { row: 2, col: 1 }, 'gridStart', 4)).toEqual({ row: 0, col: 0 });
  });

  it('lists the cells a row starts', () => {
    expect(grid.cellsStartingIn(0).map((cell) => cell.key)).toEqual(['empty:0:0', 'tall']);
    expect(grid.cellsStartingIn(1).map((cell) => cell.key)).toEqual(['empty:1:0']);
  });
});

describe('gridMoveOf', () => {
  const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, metaKey: false });

  it('mirrors the horizontal arrows right to left', () => {
    expect(gridMoveOf(key('ArrowLeft'), 'ltr')).toBe('left');
    expect(gridMoveOf(key('ArrowLeft'), 'rtl')).toBe('right');
    expect(gridMoveOf(key('ArrowRight'), 'rtl')).toBe('left');
  });

  it('reads Ctrl+Home and Ctrl+End as the grid corners, other keys as nothing', () => {
    expect(gridMoveOf(key('Home', true), 'ltr')).toBe('gridStart');
    expect(gridMoveOf(key('End'), 'ltr')).toBe('rowEnd');
    expect(gridMoveOf(key('Enter'), 'ltr')).toBeNull();
  });
});
