import { describe, expect, it } from 'vitest';
import { indexesInView, layOutInView } from './layOutInView.ts';

describe('indexesInView', () => {
  it('keeps the extents that show at least partly, not those above or below the screen', () => {
    const extents = [
      { top: -300, bottom: -10 },
      { top: -10, bottom: 280 },
      { top: 290, bottom: 580 },
      { top: 790, bottom: 1080 },
      { top: 800, bottom: 1090 },
    ];
    expect(indexesInView(extents, 800)).toEqual([1, 2, 3]);
    expect(indexesInView([], 800)).toEqual([]);
  });
});

/** A list whose items report the given tops (each 290 px high), as a browser's layout would. */
function listAt(tops: number[]): HTMLElement {
  const list = document.createElement('ul');
  for (const top of tops) {
    const item = document.createElement('li');
    item.className = 'item';
    item.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 290 });
    list.append(item);
  }
  list.append(document.createElement('li'));
  return list;
}

const marks = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>('.item')].map((item) =>
    item.style.getPropertyValue('content-visibility'),
  );

describe('layOutInView', () => {
  it('marks the items on screen to be laid out now, and moves the mark when called again', () => {
    const list = listAt([-600, -200, 100, 500, 900]);
    expect(layOutInView(list, '.item', 800)).toBe(3);
    expect(marks(list)).toEqual(['', 'visible', 'visible', 'visible', '']);

    for (const [index, item] of [...list.querySelectorAll<HTMLElement>('.item')].entries()) {
      const top = [100, 500, 900, 1300, 1700][index] ?? 0;
      item.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 290 });
    }
    expect(layOutInView(list, '.item', 800)).toBe(2);
    expect(marks(list)).toEqual(['visible', 'visible', '', '', '']);
  });
});
