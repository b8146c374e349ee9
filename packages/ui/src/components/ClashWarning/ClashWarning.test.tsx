import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { ClashWarning } from './ClashWarning.tsx';
import { OVERLAP, TRANSFER } from './fixtures.ts';

describe('ClashWarning', () => {
  it('renders nothing without clashes', () => {
    const { container } = render(<ClashWarning clashes={[]} onRemove={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a group named by its title, one item per clash, in the programme zone', () => {
    render(
      <TimeZoneProvider timeZone="America/Chicago">
        <ClashWarning clashes={[OVERLAP, TRANSFER]} onRemove={vi.fn()} />
      </TimeZoneProvider>,
    );
    const group = screen.getByRole('group', { name: 'Clashes with 2 favorites' });
    const items = within(group).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Overlaps \u201cKeynote: The Future of Play\u201d by 30 min (10:00AM\u201311:00AM CT)',
    );
    expect(items[1]).toHaveTextContent(
      'Only 5 min to get from Salon C to Mohawk (about 10 min on foot) before \u201cLate Showcase\u201d',
    );
  });

  describe('when the attendee removes the other event', () => {
    it('calls onRemove with its id, from a keyboard press too', async () => {
      const user = userEvent.setup();
      const onRemove = vi.fn(async () => undefined);
      render(<ClashWarning clashes={[OVERLAP]} onRemove={onRemove} />);
      const button = screen.getByRole('button', {
        name: 'Remove \u201cKeynote: The Future of Play\u201d from favorites',
      });
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onRemove).toHaveBeenCalledWith('PP1002');
    });

    it('shows an alert and keeps the button when the removal fails', async () => {
      const user = userEvent.setup();
      const onRemove = vi.fn(async () => {
        throw new Error('offline');
      });
      render(<ClashWarning clashes={[TRANSFER]} onRemove={onRemove} />);
      const button = screen.getByRole('button', { name: 'Remove \u201cLate Showcase\u201d from favorites' });
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '\u201cLate Showcase\u201d could not be removed. Please try again.',
      );
      await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
      await user.click(button);
      expect(onRemove).toHaveBeenCalledTimes(2);
    });
  });
});
