import type { BoardEvent } from './EventBoard.tsx';

/** Events for the board's stories and tests. */
export const BOARD_EVENTS: BoardEvent[] = [
  {
    id: 'PP1001',
    name: 'Teaching With Generative Tools',
    start_time: '2026-03-09T09:30:00-05:00',
    end_time: '2026-03-09T10:30:00-05:00',
    event_type: 'session',
    venue: { id: 'v-ballroom-d', name: 'Ballroom D' },
    status: 'green',
    message: 'Now Seating Primary Access',
  },
  {
    id: 'PP1002',
    name: 'Designing Accessible Classrooms for Every Learner, From Kindergarten to College',
    start_time: '2026-03-09T11:00:00-05:00',
    end_time: '2026-03-09T12:00:00-05:00',
    event_type: 'panel',
    venue: { id: 'v-room-12', name: 'Room 12AB' },
    status: 'none',
    message: '',
  },
  {
    id: 'PP1003',
    name: 'Student Film Showcase',
    start_time: '2026-03-10T19:00:00-05:00',
    end_time: '2026-03-10T21:00:00-05:00',
    event_type: 'screening',
    venue: { id: 'v-theatre', name: 'Paramount Theatre' },
    status: 'canceled',
    message: '',
  },
];
