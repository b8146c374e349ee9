import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterCommit } from './useAfterCommit.ts';

function Shown({ value, seen }: { value: string; seen: string[] }) {
  const shown = useAfterCommit(value);
  seen.push(`${value}:${shown}`);
  return <p>{shown}</p>;
}

describe('useAfterCommit', () => {
  it('shows the first value at once, and a new one in a render after the commit that brought it', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Shown value="a" seen={seen} />);
    expect(screen.getByText('a')).toBeInTheDocument();
    rerender(<Shown value="b" seen={seen} />);
    expect(await screen.findByText('b')).toBeInTheDocument();
    // The render with the new value still showed the old one; the next showed the new one.
    expect(seen).toContain('b:a');
    expect(seen.at(-1)).toBe('b:b');
    expect(seen.indexOf('b:a')).toBeLessThan(seen.indexOf('b:b'));
  });
});
