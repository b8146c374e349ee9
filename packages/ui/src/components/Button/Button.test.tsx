import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its text, secondary by default', () => {
    render(<Button>Favorite</Button>);
    const button = screen.getByRole('button', { name: 'Favorite' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveClass('conf-Button');
  });

  it('exposes its variant and keeps a custom class', () => {
    render(
      <Button variant="primary" className="extra">
        Search
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveClass('conf-Button', 'extra');
  });

  describe('when a keyboard user reaches it', () => {
    it('presses on Enter and on Space', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Share</Button>);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onPress).toHaveBeenCalledTimes(2);
    });

    it('shows a focus ring state only for keyboard focus', async () => {
      const user = userEvent.setup();
      render(<Button>Share</Button>);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('data-focus-visible', 'true');
    });
  });

  describe('when disabled', () => {
    it('cannot be pressed or focused', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      render(
        <Button isDisabled onPress={onPress}>
          Favorite
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Favorite' });
      expect(button).toBeDisabled();
      await user.click(button);
      await user.tab();
      expect(button).not.toHaveFocus();
      expect(onPress).not.toHaveBeenCalled();
    });
  });
});
