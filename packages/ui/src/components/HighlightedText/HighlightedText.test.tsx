import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText.tsx';

describe('HighlightedText', () => {
  it('marks the highlighted parts and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <HighlightedText markup={'<span class="highlight">Teach</span>ing &amp; Learning'} />
      </p>,
    );
    expect(screen.getByText('Teach').tagName).toBe('MARK');
    expect(container.querySelector('p')).toHaveTextContent('Teaching & Learning');
  });

  describe('given markup that is not a highlight', () => {
    it('shows it as text and creates no element from it', () => {
      const { container } = render(
        <HighlightedText
          markup={'<img src=x onerror="alert(1)"><span class="highlight">Jazz</span><b>bold</b>'}
        />,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('b')).toBeNull();
      expect(container.querySelectorAll('mark')).toHaveLength(1);
      expect(container).toHaveTextContent('<img src=x onerror="alert(1)">Jazz<b>bold</b>');
    });
  });
});
