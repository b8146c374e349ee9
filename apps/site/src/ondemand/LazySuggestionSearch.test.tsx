import { afterEach, describe, expect, it } from 'vitest';
import { typedIn } from './LazySuggestionSearch.tsx';

/** A stand-in input in the document, as the server rendered it. */
function standIn(value = ''): HTMLInputElement {
  const input = document.createElement('input');
  input.defaultValue = value;
  document.body.append(input);
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('typedIn (what the real search box takes over from its stand-in)', () => {
  it('is nothing while the visitor has not reached for the box', () => {
    expect(typedIn(standIn('robots'))).toBeNull();
  });

  it('keeps a text selected to be typed over selected, with the focus', () => {
    const input = standIn();
    input.focus();
    input.value = 't';
    input.setSelectionRange(0, 1);
    // Typing now replaces the "t": the real box must not receive the keys after it ("trobots").
    expect(typedIn(input)).toEqual({ value: 't', focused: true, selection: [0, 1] });
  });

  it('keeps the caret where it is, and a text typed in a box that lost the focus', () => {
    const input = standIn();
    input.focus();
    input.value = 'robts';
    input.setSelectionRange(3, 3);
    expect(typedIn(input)?.selection).toEqual([3, 3]);
    input.blur();
    expect(typedIn(input)).toMatchObject({ value: 'robts', focused: false });
  });
});
