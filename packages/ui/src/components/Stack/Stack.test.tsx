import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('is a vertical stack with a medium gap by default', () => {
    render(<Stack data-testid="stack">content</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-direction', 'vertical');
    expect(stack).toHaveAttribute('data-gap', 'md');
    expect(stack).not.toHaveAttribute('data-wrap');
  });

  it('renders a list of items when asked, with layout in data attributes', () => {
    render(
      <Stack as="ul" direction="horizontal" gap="sm" align="center" wrap aria-label="Actions">
        <li>Share</li>
        <li>Favorite</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Actions' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-direction', 'horizontal');
    expect(list).toHaveAttribute('data-gap', 'sm');
    expect(list).toHaveAttribute('data-align', 'center');
    expect(list).toHaveAttribute('data-wrap', 'true');
  });
});
