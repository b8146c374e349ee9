import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_EVENTS } from '../EventBoard/fixtures.ts';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { ENGAGE_NOTHING_MESSAGE, EngagePanel } from './EngagePanel.tsx';
import { SAMPLE_QR_SRC } from './fixtures.ts';

const event = BOARD_EVENTS[0] ?? null;
const shareUrl = 'https://schedule.example.org/2026/events/PP1001';

/** The panel of Ballroom D showing `event` (now or next), with its page's QR code. */
function renderPanelWithEvent(when: 'now' | 'next') {
  return renderInZone(
    <EngagePanel room="Ballroom D" event={event} when={when} shareUrl={shareUrl} qrCodeSrc={SAMPLE_QR_SRC} />,
  );
}

describe('EngagePanel', () => {
  describe('given an event in the room now', () => {
    it('names the room and shows the event with its time, type and status', () => {
      renderPanelWithEvent('now');
      const region = screen.getByRole('region', { name: 'Ballroom D' });
      expect(within(region).getByText('Now in this room')).toBeInTheDocument();
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Teaching With Generative Tools',
      );
      expect(within(region).getByText('9:30AM\u201310:30AM CT')).toBeInTheDocument();
      expect(within(region).getByText('Open')).toBeInTheDocument();
    });

    it('shows the QR code of the event page, named by the link it opens, and the link as text', () => {
      renderPanelWithEvent('now');
      expect(screen.getByRole('img', { name: `QR code of ${shareUrl}` })).toHaveAttribute(
        'src',
        SAMPLE_QR_SRC,
      );
      expect(screen.getByText(shareUrl)).toBeInTheDocument();
    });

    it('has nothing to press', () => {
      const { container } = renderPanelWithEvent('now');
      expect(container.querySelectorAll('a, button, input, select, [tabindex]')).toHaveLength(0);
    });
  });

  describe('given only a later event', () => {
    it('says it comes next', () => {
      renderPanelWithEvent('next');
      expect(screen.getByText('Next in this room')).toBeInTheDocument();
    });
  });

  describe('given nothing left in the room', () => {
    it('says so, without a QR code', () => {
      renderInZone(
        <EngagePanel room="Ballroom D" event={null} when="now" shareUrl={null} qrCodeSrc={null} />,
      );
      expect(screen.getByText(ENGAGE_NOTHING_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('img')).toBeNull();
    });
  });
});
