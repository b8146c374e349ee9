// biome-ignore-all lint/a11y/useSemanticElements: a CSS grid of rows and cells with ARIA grid roles; a <table> cannot lay out events as tall as they last under sticky headers (decision 0024).
// biome-ignore-all lint/a11y/useFocusableInteractive: in an ARIA grid the cells take the focus (one tab stop, roving), not its rows and headers.
import {
  formatEventTime,
  RANGE_SEPARATOR,
  type TimeGridEvent,
  type TimeGridLayout,
  type TimeGridSlotMinutes,
  timeGridLayout,
  timeGridNowRow,
} from '@conf/core';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../../internal/classNames.ts';
import { followInApp } from '../../internal/followLink.ts';
import { VisuallyHidden } from '../../internal/VisuallyHidden.tsx';
import { useLinkRouter } from '../Link/linkRouter.ts';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { type GridArea, GridMap, type GridPosition, gridMoveOf, moveInGrid } from './gridNavigation.ts';

/** An event of the grid: where and when (as @conf/core's layout reads it), and what the cell shows. */
export interface TimeGridItem extends TimeGridEvent {
  id: string;
  name: string;
  /** The event's page. */
  href: string;
  /** In the user's favorites: the cell says so. */
  favorited?: boolean;
  /** Canceled in the catalogue: the cell says so. */
  canceled?: boolean;
}

/** Props of {@link TimeGrid}. */
export interface TimeGridProps<T extends TimeGridItem> {
  /** The events of the day and of the day before (those running past midnight show from its start). */
  events: readonly T[];
  /** The day shown, `yyyy-MM-dd` in the programme's zone (`TimeZoneProvider`). */
  day: string;
  /** The grid's accessible name ("Schedule of March 10"). */
  label: string;
  /** Length of a row; 30 minutes by default. */
  slotMinutes?: TimeGridSlotMinutes;
  /** "Now": marked with a line when the grid covers it (on the programme's day). None by default. */
  now?: Date | null;
  /** The event's live status (a badge), if any. */
  renderStatus?: (event: T) => ReactNode;
  /** Follows a plain activation of an event's link in the host's router; defaults to the `UIRouterProvider`'s. */
  onNavigate?: (href: string) => void;
  /** Shown instead of the grid when the day has no events. */
  empty?: ReactNode;
  className?: string;
}

/** Rows PageUp and PageDown move: an hour. */
const PAGE_MINUTES = 60;

/** The default favorited mark: a star, "Favorite" for screen readers. */
function FavoritedMark() {
  return (
    <span className="conf-TimeGrid-favorite">
      <span aria-hidden="true">★</span>
      <VisuallyHidden elementType="span">In your favorites</VisuallyHidden>
    </span>
  );
}

function cellStyle(row: number, col: number, rowSpan = 1, colSpan = 1): CSSProperties {
  // Row 1 and column 1 are the headers.
  return { gridRow: `${row + 2} / span ${rowSpan}`, gridColumn: `${col + 2} / span ${colSpan}` };
}

/** The areas of the events, and where the keyboard starts: the day's first event. */
function eventAreas<T>(layout: TimeGridLayout<T & { id: string }>): {
  areas: GridArea[];
  start: GridPosition;
} {
  const areas = layout.placements.map((p) => ({
    key: `event:${p.event.id}`,
    row: p.row,
    col: p.column,
    rowSpan: p.rowSpan,
  }));
  const first = [...areas].sort((a, b) => a.row - b.row || a.col - b.col)[0];
  return { areas, start: first ? { row: first.row, col: first.col } : { row: 0, col: 0 } };
}

/**
 * A day of the programme as a grid of rooms × times (issue 16 item 2): rooms are the column
 * headers, times the row headers, each event a cell as tall as it lasts, with its title (a link to
 * its page), time, live status and favorited mark. Events that overlap in a room stand side by side
 * under it. Layout from `timeGridLayout` of @conf/core, in the programme's zone.
 *
 * An ARIA grid (`role="grid"` with row and column counts, spans and indexes) with one tab stop: the
 * arrow keys move between cells (mirrored under the nearest `dir="rtl"`), Home and End to the row's first and last
 * cell, Ctrl+Home and Ctrl+End to the grid's, PageUp and PageDown by an hour. An event's cell gives
 * the focus to its link; an empty cell takes it itself. In a box that scrolls both ways, the times
 * stick at the start and the rooms at the top, so a phone scrolls the rooms sideways under its
 * times. "Now" is a line across the grid (hidden from screen readers, which hear "now" in the time
 * row instead).
 */
export function TimeGrid<T extends TimeGridItem>({
  events,
  day,
  label,
  slotMinutes = 30,
  now = null,
  renderStatus,
  onNavigate,
  empty = null,
  className,
}: TimeGridProps<T>) {
  const timeZone = useTimeZone();
  const router = useLinkRouter();
  const navigate = onNavigate ?? router.navigate;
  const layout = useMemo(
    () => timeGridLayout(events, { day, timeZone, slotMinutes }),
    [events, day, timeZone, slotMinutes],
  );
  const { grid, start } = useMemo(() => {
    const { areas, start } = eventAreas(layout);
    return { grid: new GridMap(layout.slots.length, layout.columnCount, areas), start };
  }, [layout]);
  const [cursor, setCursor] = useState<GridPosition | null>(null);
  const position = cursor && grid.at(cursor) ? cursor : start;
  const activeKey = grid.at(position)?.key;
  const targets = useRef(new Map<string, HTMLElement>());
  /** The position as of the last key press or focus, ahead of the render it asked for. */
  const latest = useRef(position);
  latest.current = position;

  if (layout.slots.length === 0) return empty;

  const nowRow = now ? timeGridNowRow(layout, now) : null;
  const nowSlot = nowRow === null ? -1 : Math.floor(nowRow);
  const rowCount = layout.slots.length + 1;
  const colCount = layout.columnCount + 1;

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) targets.current.set(key, element);
    else targets.current.delete(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The page's direction where the grid is (react-aria's locale would bring its i18n code along).
    const direction = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
    const move = gridMoveOf(event, direction);
    if (move === null || event.altKey) return;
    event.preventDefault();
    const next = moveInGrid(grid, latest.current, move, PAGE_MINUTES / slotMinutes);
    if (next === null) return;
    latest.current = next;
    setCursor(next);
    const key = grid.at(next)?.key;
    if (key !== undefined) targets.current.get(key)?.focus();
  };
  /** A cell focused by a click or by the browser: the keyboard goes on from it. */
  const onFocusCell = (area: GridArea) => (event: FocusEvent) => {
    if (event.currentTarget.contains(event.target) && grid.at(latest.current) !== area) {
      latest.current = { row: area.row, col: area.col };
      setCursor(latest.current);
    }
  };
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigate) followInApp(event, href, navigate);
  };

  const byId = new Map(layout.placements.map((p) => [`event:${p.event.id}`, p]));

  return (
    <div className={cx('conf-TimeGrid', className)}>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={colCount}
        className="conf-TimeGrid-grid"
        style={
          {
            '--conf-TimeGrid-columns': layout.columnCount,
            '--conf-TimeGrid-rows': layout.slots.length,
          } as CSSProperties
        }
        onKeyDown={onKeyDown}
      >
        <div role="row" aria-rowindex={1} className="conf-TimeGrid-row">
          <div
            role="columnheader"
            aria-colindex={1}
            className="conf-TimeGrid-corner"
            style={{ gridRow: 1, gridColumn: 1 }}
          >
            Time
          </div>
          {layout.rooms.map((room) => (
            <div
              key={room.id}
              role="columnheader"
              aria-colindex={room.firstColumn + 2}
              aria-colspan={room.lanes > 1 ? room.lanes : undefined}
              className="conf-TimeGrid-room"
              style={{ gridRow: 1, gridColumn: `${room.firstColumn + 2} / span ${room.lanes}` }}
            >
              {room.name ?? 'Venue to be announced'}
            </div>
          ))}
        </div>
        {layout.slots.map((slot, row) => (
          <div key={slot.start} role="row" aria-rowindex={row + 2} className="conf-TimeGrid-row">
            <div
              role="rowheader"
              aria-colindex={1}
              className="conf-TimeGrid-time"
              data-now={row === nowSlot || undefined}
              style={{ gridRow: row + 2, gridColumn: 1 }}
            >
              <time dateTime={new Date(slot.start).toISOString()}>
                {formatEventTime(new Date(slot.start), timeZone)}
              </time>
              {row === nowSlot && now ? (
                <VisuallyHidden elementType="span">{`(now ${formatEventTime(now, timeZone)})`}</VisuallyHidden>
              ) : null}
            </div>
            {grid.cellsStartingIn(row).map((area) => {
              const tabIndex = area.key === activeKey ? 0 : -1;
              const placement = byId.get(area.key);
              if (!placement) {
                return (
                  <div
                    key={area.key}
                    ref={register(area.key)}
                    role="gridcell"
                    aria-colindex={area.col + 2}
                    tabIndex={tabIndex}
                    className="conf-TimeGrid-empty"
                    style={cellStyle(area.row, area.col)}
                    onFocus={onFocusCell(area)}
                  />
                );
              }
              const { event } = placement;
              const from = formatEventTime(event.start_time, timeZone);
              const to = formatEventTime(event.end_time, timeZone);
              return (
                <div
                  key={area.key}
                  role="gridcell"
                  aria-colindex={area.col + 2}
                  aria-rowspan={area.rowSpan > 1 ? area.rowSpan : undefined}
                  className="conf-TimeGrid-event"
                  data-favorited={event.favorited || undefined}
                  data-canceled={event.canceled || undefined}
                  data-continues={placement.continuesBefore || undefined}
                  style={cellStyle(area.row, area.col, area.rowSpan)}
                  onFocus={onFocusCell(area)}
                >
                  <a
                    ref={register(area.key)}
                    href={event.href}
                    tabIndex={tabIndex}
                    className="conf-TimeGrid-link"
                    onClick={follow(event.href)}
                  >
                    {event.name}
                  </a>
                  <span className="conf-TimeGrid-when">
                    {placement.continuesBefore ? 'Since the day before, ' : ''}
                    {to === '' ? from : `${from}${RANGE_SEPARATOR}${to}`}
                  </span>
                  {event.canceled ? <span className="conf-TimeGrid-canceled">Canceled</span> : null}
                  {renderStatus?.(event)}
                  {event.favorited ? <FavoritedMark /> : null}
                </div>
              );
            })}
          </div>
        ))}
        {nowRow === null || !now ? null : (
          <div
            aria-hidden="true"
            className="conf-TimeGrid-now"
            style={{ '--conf-TimeGrid-now': nowRow } as CSSProperties}
          >
            <span className="conf-TimeGrid-now-label">Now {formatEventTime(now, timeZone)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
