import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenTables } from './TokenTables.tsx';

const style = document.createElement('style');

afterEach(() => style.remove());

function withTheme(css: string) {
  style.textContent = css;
  document.head.append(style);
}

describe('TokenTables', () => {
  it('lists the tokens the page sets, a table per group with its caption and headers', () => {
    withTheme(':root { --conf-color-bg: #ffffff; --conf-color-text: #1b2333; --conf-space-md: 1rem; }');
    render(<TokenTables />);
    const surfaces = screen.getByRole('table', { name: /Surfaces, text and borders/ });
    expect(
      within(surfaces)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Token', 'Sample', 'Value', 'On bg', 'On surface']);
    expect(within(surfaces).getByRole('rowheader', { name: '--conf-color-text' })).toBeInTheDocument();
    const spacing = screen.getByRole('table', { name: /Spacing/ });
    expect(within(spacing).getByRole('rowheader', { name: '--conf-space-md' })).toBeInTheDocument();
    // Groups without tokens on the page are tables without rows, never a token of another group.
    expect(within(spacing).queryByRole('rowheader', { name: '--conf-color-text' })).toBeNull();
  });

  it('shows only the groups asked for', () => {
    withTheme(':root { --conf-color-bg: #ffffff; --conf-space-md: 1rem; }');
    render(<TokenTables groups={['space']} />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: /Spacing/ })).toBeInTheDocument();
  });

  it('gives a colour its contrast against the page and a card, short hex colours included', () => {
    withTheme(':root { --conf-color-bg: #fff; --conf-color-surface: #ffffff; --conf-color-text: #000; }');
    render(<TokenTables groups={['surface']} />);
    const text = screen.getByRole('rowheader', { name: '--conf-color-text' }).closest('tr');
    if (!text) throw new Error('no row for the text colour');
    expect(
      within(text)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '#000', '21.0:1', '21.0:1']);
  });
});
