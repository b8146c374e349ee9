import type { Clash, ClashEvent, ClashVenue } from '@conf/core';

const salonC: ClashVenue = { id: 'V10', name: 'Salon C', rootId: 'V1', location: null };
const mohawk: ClashVenue = { id: 'V20', name: 'Mohawk', rootId: 'V20', location: null };

const keynote: ClashEvent = {
  id: 'PP1002',
  name: 'Keynote: The Future of Play',
  start: '2026-03-09T10:00:00-05:00',
  end: '2026-03-09T11:00:00-05:00',
  venue: salonC,
};
const showcase: ClashEvent = {
  id: 'PP1003',
  name: 'Late Showcase',
  start: '2026-03-09T10:35:00-05:00',
  end: '2026-03-09T11:30:00-05:00',
  venue: mohawk,
};

/** An overlap with the keynote, by 30 minutes. */
export const OVERLAP: Clash = { kind: 'overlap', other: keynote, minutes: 30 };
/** Five minutes for a ten-minute walk to the showcase. */
export const TRANSFER: Clash = {
  kind: 'transfer',
  other: showcase,
  gapMinutes: 5,
  walkMinutes: 10,
  otherFirst: false,
  from: salonC,
  to: mohawk,
};
