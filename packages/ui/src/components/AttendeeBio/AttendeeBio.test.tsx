import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AttendeeBio } from './AttendeeBio.tsx';

const LONG =
  'Grace teaches computer science to middle schoolers and builds robots with them after school every Tuesday and Thursday.\n\nShe also mentors new teachers.';

function Controlled({ onExpandedChange }: { onExpandedChange: (next: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AttendeeBio
      biography={LONG}
      isExpanded={open}
      onExpandedChange={(next) => {
        onExpandedChange(next);
        setOpen(next);
      }}
    />
  );
}

describe('AttendeeBio', () => {
  describe('given a biography longer than 16 words', () => {
    it('shows the first 16 words and Show More, collapsed', () => {
      render(<AttendeeBio biography={LONG} />);
      expect(
        screen.getByText(
          'Grace teaches computer science to middle schoolers and builds robots with them after school every Tuesday…',
        ),
      ).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Show More' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent).toMatch(
        /^Grace teaches/,
      );
    });

    it('shows everything with Show More, and the preview again with Show Less, from the keyboard', async () => {
      const user = userEvent.setup();
      render(<AttendeeBio biography={LONG} />);
      await user.tab();
      await user.keyboard('{Enter}');
      const button = screen.getByRole('button', { name: 'Show Less' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveFocus();
      expect(screen.getByText('She also mentors new teachers.')).toBeInTheDocument();
      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('She also mentors new teachers.')).not.toBeInTheDocument();
    });
  });

  it('shows a short biography whole, without a button', () => {
    render(<AttendeeBio biography="Teacher and maker." />);
    expect(screen.getByText('Teacher and maker.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without a biography', () => {
    const { container } = render(<AttendeeBio biography={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Controlled onExpandedChange={onExpandedChange} />);
    expect(screen.getByText('She also mentors new teachers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Show More' })).toBeInTheDocument();
  });
});
