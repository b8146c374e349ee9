import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageShell } from './PageShell.tsx';

describe('PageShell', () => {
  it('has banner, main and contentinfo landmarks around the page', () => {
    render(
      <PageShell header={<a href="/">Home</a>} footer={<p>© 2026</p>}>
        <h1>Schedule</h1>
      </PageShell>,
    );
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Schedule' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026');
  });

  it('leaves out the header and footer landmarks when not given', () => {
    render(<PageShell>Body</PageShell>);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  describe('when a keyboard user arrives', () => {
    it('offers the skip link first, which focuses main (with its id)', async () => {
      const user = userEvent.setup();
      render(
        <PageShell header={<a href="/">Home</a>} mainId="content" skipLinkLabel="Skip to content">
          <p>Body</p>
        </PageShell>,
      );
      await user.tab();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'content');
      expect(main).toHaveFocus();
    });
  });
});
