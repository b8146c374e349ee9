import type { NavItem } from '@conf/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LazyNavMenu } from './LazyNavMenu.tsx';

const items: NavItem[] = [
  { id: 'full-schedule', label: 'Full Schedule', href: '/search/event' },
  { id: 'speakers', label: 'Speakers', href: '/2026/speakers' },
];

describe('LazyNavMenu', () => {
  // The menu's module (and @conf/ui with it) is compiled once here, not within a test's wait.
  beforeAll(() => import('./navMenu.ts'), 30_000);

  it('is the closed menu at first: the named navigation and its collapsed toggle, without the code', () => {
    render(<LazyNavMenu items={items} label="Primary" />);
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(nav).toHaveAttribute('data-stand-in');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(nav).toContainElement(panel);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens as pressed once its code is there, the focus on the toggle', async () => {
    const user = userEvent.setup();
    render(<LazyNavMenu items={items} label="Primary" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Full Schedule' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Primary' })).not.toHaveAttribute('data-stand-in');
  });
});
