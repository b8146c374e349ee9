import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  describe('given a status and a message', () => {
    it('shows the status in words with its colour and the message', () => {
      render(<StatusBadge status="green" message="Now Seating Primary Access" />);
      const label = screen.getByText('Open');
      expect(label.closest('.conf-StatusBadge')).toHaveAttribute('data-status', 'green');
      expect(screen.getByText('Now Seating Primary Access')).toBeVisible();
    });
  });

  describe('given only a message', () => {
    it('shows the message and no status word', () => {
      const { container } = render(<StatusBadge status="none" message="Not Yet Seating" />);
      expect(screen.getByText('Not Yet Seating')).toBeVisible();
      expect(container.querySelector('.conf-StatusBadge-label')).toHaveAttribute('hidden');
    });
  });

  describe('given a canceled event without message', () => {
    it('says Canceled', () => {
      render(<StatusBadge status="canceled" message="" />);
      expect(screen.getByText('Canceled')).toBeVisible();
    });
  });

  describe('given nothing to show', () => {
    it('renders nothing by default', () => {
      const { container } = render(<StatusBadge status="none" message="" />);
      expect(container).toBeEmptyDOMElement();
    });

    it('keeps a hidden element for a page script when asked', () => {
      const { container } = render(<StatusBadge status="none" message="" keepWhenEmpty />);
      const badge = container.querySelector('.conf-StatusBadge');
      expect(badge).toHaveAttribute('hidden');
      expect(badge).toHaveAttribute('data-status', 'none');
    });
  });
});
