import { placeholderArt } from '@conf/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asStyled } from '../../test/styles.ts';
import { PlaceholderArt, placeholderGradient } from './PlaceholderArt.tsx';

describe('placeholderGradient', () => {
  it('turns the SVG angle into a CSS one, under a full turn', () => {
    expect(placeholderGradient({ from: '#000000', to: '#ffffff', angle: 300, stroke: '', glyph: '' })).toBe(
      'linear-gradient(30deg, #000000, #ffffff)',
    );
  });
});

describe('PlaceholderArt', () => {
  it("draws the kind's glyph on the seed's gradient, hidden from assistive technology", () => {
    const { container } = render(<PlaceholderArt kind="venue" seed="V1" className="extra" />);
    const art = container.firstElementChild;
    const expected = placeholderArt('venue', 'V1');
    expect(art).toHaveClass('conf-PlaceholderArt', 'extra');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('data-kind', 'venue');
    const style = (art as HTMLElement).style;
    expect(style.backgroundImage).toBe(asStyled(placeholderGradient(expected)));
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(container.querySelector('svg path')).toHaveAttribute('d', expected.glyph);
    expect(container.querySelector('svg')).toHaveAttribute('focusable', 'false');
  });

  it('is the same picture for the same seed and may differ for another', () => {
    const style = (seed: string) =>
      render(<PlaceholderArt kind="event" seed={seed} />).container.firstElementChild?.getAttribute('style');
    expect(style('E1')).toBe(style('E1'));
    const others = new Set(['E1', 'E2', 'E3', 'E4', 'E5'].map(style));
    expect(others.size).toBeGreaterThan(1);
  });

  it('draws nothing for a kind it does not know', () => {
    const { container } = render(<PlaceholderArt kind="spaceship" seed="S1" />);
    expect(container).toBeEmptyDOMElement();
  });
});
