import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to the main content on Enter', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/a">Schedule</a>
        </nav>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('targets another id with its own text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="results">Skip to results</SkipLink>
        <section id="results" tabIndex={-1} aria-label="Results" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to results' }));
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
  });
});
