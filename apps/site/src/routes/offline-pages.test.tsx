import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFromDevice, NOT_ON_DEVICE, type ReadDevice } from '../offline/deviceAnswer.ts';
import { snapshotRecords } from '../offline/snapshotRecords.ts';
import type { SiteDeps } from '../site.tsx';
import type { FakeAnswer, FakeResponder } from '../test/fakeApi.ts';
import { eventRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { demoSnapshot } from '../test/snapshotFixtures.ts';

/** When the device's copy was last confirmed current: 8:00 AM in Chicago (CDT) on March 12, 2026. */
const AS_OF = Date.parse('2026-03-12T13:00:00Z');
const NOTE = 'Offline — showing the schedule as of Mar 12, 2026, 8:00AM CT';

/** The network is down: the call rejects as `fetch` does without a connection. */
const noNetwork: FakeResponder = () => {
  throw new TypeError('Failed to fetch');
};

/** A device holding `years`' schedule (the demo snapshot), recording the years it was asked for. */
function device(years: number[] = [2026]) {
  const asked: number[] = [];
  const readDevice: ReadDevice = async (year) => {
    asked.push(year);
    return years.includes(year)
      ? { records: snapshotRecords(demoSnapshot()), origin: { asOf: AS_OF } }
      : undefined;
  };
  const offline: NonNullable<SiteDeps['offline']> = (year, failure, pick) =>
    answerFromDevice(year, failure, pick, readDevice);
  return { asked, offline };
}

function noteRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.site-offline-note');
  if (!region) throw new Error('The page has no offline note region');
  return region;
}

describe('pages without a network', () => {
  describe('given the device holds the year’s schedule', () => {
    it('shows an event from the device, with the note in a polite status region', async () => {
      const { offline } = device();
      renderSite('/events/E1', { answers: { '/api/web/2026/events/E1': noNetwork }, offline });
      await screen.findByRole('heading', { level: 1, name: 'Keynote' });
      expect(await within(noteRegion()).findByText(NOTE)).toBeInTheDocument();
      expect(noteRegion()).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: 'Salon D' })).toHaveAttribute('href', '/venues/V2');
      expect(screen.getByText(', Hilton Austin')).toBeInTheDocument();
      const lineUp = screen.getByRole('region', { name: 'Speakers and contributors' });
      expect(within(lineUp).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
        'href',
        '/contributors/C1',
      );
    });

    it('shows a contributor from the device with the events featuring them', async () => {
      const { offline } = device();
      renderSite('/2026/contributors/C1', {
        answers: { '/api/web/2026/contributors/C1': noNetwork },
        offline,
      });
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
      expect(await within(noteRegion()).findByText(NOTE)).toBeInTheDocument();
      expect(screen.getByText('Wrote the first program.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Keynote' })).toHaveAttribute('href', '/2026/events/E1');
      expect(screen.getByRole('link', { name: 'Workshop: Engines' })).toBeInTheDocument();
    });

    it("shows a venue from the device with its rooms' schedule", async () => {
      const { offline } = device();
      renderSite('/venues/V1', { answers: { '/api/web/2026/venues/V1': noNetwork }, offline });
      await screen.findByRole('heading', { level: 1, name: 'Hilton Austin' });
      expect(await within(noteRegion()).findByText(NOTE)).toBeInTheDocument();
      expect(screen.getByText('500 E 4th St, Austin, TX 78701')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Keynote' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Workshop: Engines' })).toBeInTheDocument();
    });

    it('says a record the device does not hold cannot be loaded', async () => {
      const { offline } = device();
      renderSite('/events/E99', { answers: { '/api/web/2026/events/E99': noNetwork }, offline });
      expect(await screen.findByText(NOT_ON_DEVICE)).toBeInTheDocument();
      expect(within(noteRegion()).queryByText(/Offline/)).toBeNull();
    });

    it('takes the server’s data and drops the note once the network is back', async () => {
      const { offline } = device();
      let online = false;
      const event: FakeResponder = (): FakeAnswer => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 200, body: eventRecord({ id: 'E1', event_id: 'E1', name: 'Keynote (updated)' }) };
      };
      renderSite('/events/E1', { answers: { '/api/web/2026/events/E1': event }, offline });
      await screen.findByRole('heading', { level: 1, name: 'Keynote' });
      expect(await within(noteRegion()).findByText(NOTE)).toBeInTheDocument();
      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await screen.findByRole('heading', { level: 1, name: 'Keynote (updated)' });
      await waitFor(() => expect(noteRegion().textContent).toBe(''));
    });
  });

  describe('given the server answers', () => {
    it('shows its error, never the device’s copy (a 404 is the not-found page)', async () => {
      const { asked, offline } = device();
      renderSite('/events/E1', {
        answers: {
          '/api/web/2026/events/E1': {
            status: 404,
            body: { status: 404, error: 'not_found', message: 'No such event' },
          },
        },
        offline,
      });
      await screen.findByRole('heading', { level: 1, name: /not found/i });
      expect(asked).toEqual([]);
      expect(noteRegion().textContent).toBe('');
    });

    it('shows no note on a page the server answered', async () => {
      const { asked, offline } = device();
      renderSite('/events/PP1001', {
        answers: { '/api/web/2026/events/PP1001': { status: 200, body: eventRecord() } },
        offline,
      });
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      expect(asked).toEqual([]);
      expect(noteRegion().textContent).toBe('');
    });
  });

  describe('given the device holds no schedule of the year', () => {
    it('shows the network failure as before', async () => {
      const { asked, offline } = device([2025]);
      renderSite('/events/E1', { answers: { '/api/web/2026/events/E1': noNetwork }, offline });
      expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
      expect(asked).toEqual([2026]);
      expect(noteRegion().textContent).toBe('');
    });
  });
});
