import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint, useAfterPaint } from './useAfterPaint.ts';

function Shown({ value, seen }: { value: string; seen: string[] }) {
  const shown = useAfterPaint(value);
  seen.push(`${value}:${shown}`);
  return <p>{shown}</p>;
}

describe('afterNextPaint', () => {
  it('calls back after the next frame, in a task of its own, and not once cancelled', async () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('called'));
    const cancel = afterNextPaint(() => calls.push('cancelled one'));
    cancel();
    expect(calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual(['called']);
  });
});

describe('useAfterPaint', () => {
  it('shows the first value at once, and a new one in a render after the paint of the commit that brought it', async () => {
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
