/**
 * What a CSS system colour (`Highlight`, `CanvasText`) resolves to on this page, as
 * `getComputedStyle` gives colours (`rgb(…)`): stories compare a state's colour with it.
 */
export function systemColour(keyword: string): string {
  const probe = document.createElement('span');
  probe.style.setProperty('color', keyword, 'important'); // above the forced-colours simulation's own !important
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}
