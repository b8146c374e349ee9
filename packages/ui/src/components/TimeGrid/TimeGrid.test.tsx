import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { GRID_DAY, MORNING } from './fixtures.ts';
import type { TimeGridItem } from './TimeGrid.tsx';
import { TimeGrid, type TimeGridProps } from './TimeGrid.tsx';

function renderGrid(props: Partial<TimeGridProps<TimeGridItem>> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <div dir={dir}>
      <TimeZoneProvider timeZone="America/Chicago">
        <TimeGrid events={MORNING} day={GRID_DAY} label="Schedule of March 10" {...props} />
      </TimeZoneProvider>
    </div>,
  );
}

function link(name: string): HTMLElement {
  return screen.getByRole('link', { name });
}

/** The gridcell around the focused element (an event's link or an empty cell). */
function focusedCell(): HTMLElement {
  const focused = document.activeElement as HTMLElement;
  return focused.closest('[role="gridcell"]') as HTMLElement;
}

describe('TimeGrid', () => {
  describe('given a morning in three rooms', () => {
    it('is a grid named by its label, with its row and column counts', () => {
      renderGrid();
      const grid = screen.getByRole('grid', { name: 'Schedule of March 10' });
      // A header row and five half hours (9:00 to 11:30); the times and four event columns.
      expect(grid).toHaveAttribute('aria-rowcount', '6');
      expect(grid).toHaveAttribute('aria-colcount', '5');
      expect(within(grid).getAllByRole('row')).toHaveLength(6);
    });

    it('has the rooms as column headers (a room with overlapping events spans their lanes) and the times as row headers', () => {
      renderGrid();
      const rooms = screen.getAllByRole('columnheader');
      expect(rooms.map((header) => header.textContent)).toEqual([
        'Time',
        'Austin Room',
        'Ballroom A',
        'Salon C',
      ]);
      expect(rooms[2]).toHaveAttribute('aria-colspan', '2');
      expect(rooms[3]).toHaveAttribute('aria-colindex', '5');
      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        '9:00AM',
        '9:30AM',
        '10:00AM',
        '10:30AM',
        '11:00AM',
      ]);
    });

    it('makes each event a cell as tall as it lasts, with its link, time and favorited state', () => {
      renderGrid();
      const robotics = link('Hands-on Robotics').closest('[role="gridcell"]') as HTMLElement;
      expect(robotics).toHaveAttribute('aria-rowspan', '3');
      expect(robotics).toHaveAttribute('aria-colindex', '4');
      expect(robotics).toHaveTextContent('9:30AM\u201311:00AM');
      expect(link('Hands-on Robotics')).toHaveAttribute('href', '/events/E2');
      const chalk = link('Chalk and Light').closest('[role="gridcell"]') as HTMLElement;
      expect(chalk).toHaveTextContent('In your favorites');
      expect(robotics).not.toHaveTextContent('In your favorites');
      // No end: from its start only.
      expect(link('Open Studio').closest('[role="gridcell"]')?.textContent).toBe('Open Studio10:30AM');
    });

    it('shows what renderStatus gives for each event', () => {
      const renderStatus = (event: TimeGridItem) => (event.id === 'E1' ? <span>Full</span> : null);
      renderGrid({ renderStatus });
      expect(link('Morning Keynote').closest('[role="gridcell"]')).toHaveTextContent('Full');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the first event of the day', async () => {
      const user = userEvent.setup();
      renderGrid();
      await user.tab();
      expect(link('Chalk and Light')).toHaveFocus();
      expect(screen.getAllByRole('link').filter((element) => element.tabIndex === 0)).toHaveLength(1);
      await user.tab();
      expect(document.body).toHaveFocus();
    });

    it('moves between cells with the arrows, Home, End, PageUp, PageDown and Ctrl+Home', async () => {
      const user = userEvent.setup();
      renderGrid();
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(link('Morning Keynote')).toHaveFocus();
      // The Ballroom's second lane is empty at 9:00.
      await user.keyboard('{ArrowRight}');
      expect(focusedCell()).toHaveAttribute('aria-colindex', '4');
      expect(focusedCell()).toHaveFocus();
      expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
      await user.keyboard('{ArrowDown}');
      expect(link('Hands-on Robotics')).toHaveFocus();
      // Down leaves a tall cell from its end: 11:00.
      await user.keyboard('{ArrowDown}');
      expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '6');
      await user.keyboard('{End}');
      expect(link('Open Studio')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(focusedCell()).toHaveAttribute('aria-colindex', '2');
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(link('Chalk and Light')).toHaveFocus();
      // An hour down: 10:00, Reading Circles.
      await user.keyboard('{PageDown}');
      expect(link('Reading Circles')).toHaveFocus();
      await user.keyboard('{PageUp}');
      expect(link('Chalk and Light')).toHaveFocus();
      // At the edge, nothing moves.
      await user.keyboard('{ArrowUp}{ArrowLeft}');
      expect(link('Chalk and Light')).toHaveFocus();
    });

    it('keeps the one tab stop where the keyboard left it', async () => {
      const user = userEvent.setup();
      renderGrid();
      await user.tab();
      await user.keyboard('{ArrowRight}');
      await user.tab();
      await user.tab({ shift: true });
      expect(link('Morning Keynote')).toHaveFocus();
      expect(link('Chalk and Light')).toHaveAttribute('tabindex', '-1');
    });

    it('goes along the row one is on inside a tall cell', async () => {
      const user = userEvent.setup();
      renderGrid();
      await user.tab();
      // Down the Austin Room to 9:30 (empty), right into the Keynote's second row, right again:
      // Robotics, which starts at 9:30 (not the Ballroom's empty second lane at 9:00).
      await user.keyboard('{ArrowDown}');
      expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3');
      await user.keyboard('{ArrowRight}');
      expect(link('Morning Keynote')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(link('Hands-on Robotics')).toHaveFocus();
    });

    it('mirrors left and right on a right-to-left page (dir="rtl")', async () => {
      const user = userEvent.setup();
      renderGrid({}, 'rtl');
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(link('Morning Keynote')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(link('Chalk and Light')).toHaveFocus();
    });

    it('goes on from a cell focused by a click', async () => {
      const user = userEvent.setup();
      const onNavigate = vi.fn();
      renderGrid({ onNavigate });
      await user.click(link('Reading Circles'));
      expect(onNavigate).toHaveBeenCalledWith('/events/E4');
      await user.keyboard('{ArrowUp}');
      expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3');
      expect(focusedCell()).toHaveAttribute('aria-colindex', '2');
    });
  });

  describe('now', () => {
    it('marks the time row of now for screen readers and draws a hidden line with its label', () => {
      const { container } = renderGrid({ now: new Date(`${GRID_DAY}T09:45:00-05:00`) });
      const nowRow = screen.getAllByRole('rowheader')[1] as HTMLElement;
      expect(nowRow).toHaveAccessibleName('9:30AM (now 9:45AM)');
      expect(nowRow).toHaveAttribute('data-now');
      const line = container.querySelector('.conf-TimeGrid-now') as HTMLElement;
      expect(line).toHaveAttribute('aria-hidden', 'true');
      expect(line).toHaveTextContent('Now 9:45AM');
      expect(line.style.getPropertyValue('--conf-TimeGrid-now')).toBe('1.5');
    });

    it('has no line on another day', () => {
      const { container } = renderGrid({ now: new Date('2026-03-11T09:45:00-05:00') });
      expect(container.querySelector('.conf-TimeGrid-now')).toBeNull();
      expect(screen.queryByRole('rowheader', { name: /now/ })).not.toBeInTheDocument();
    });
  });

  it('says an event is canceled', () => {
    const [first, ...rest] = MORNING;
    renderGrid({ events: [{ ...(first as TimeGridItem), canceled: true }, ...rest] });
    expect(link('Morning Keynote').closest('[role="gridcell"]')).toHaveTextContent('Canceled');
    expect(link('Hands-on Robotics').closest('[role="gridcell"]')).not.toHaveTextContent('Canceled');
  });

  it('shows `empty` for a day without events', () => {
    renderGrid({ events: [], empty: <p>Nothing on this day.</p> });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing on this day.')).toBeInTheDocument();
  });
});
