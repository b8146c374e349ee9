/** A background image as the browser (or jsdom) keeps it: colours as `rgb()`, for comparisons. */
export function asStyled(backgroundImage: string): string {
  const element = document.createElement('span');
  element.style.backgroundImage = backgroundImage;
  return element.style.backgroundImage;
}
