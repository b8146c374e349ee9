import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessBadges } from '../AccessBadges/AccessBadges.tsx';
import { EventDate } from '../EventDate/EventDate.tsx';
import { EventTime } from '../EventTime/EventTime.tsx';
import { EventTypeTag } from '../EventTypeTag/EventTypeTag.tsx';
import { Link } from '../Link/Link.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <h2 style={{ margin: 0, fontSize: '1.125rem' }}>Welcome and Orientation</h2>
        <p style={{ margin: 0 }}>Start here: how the week works, where to go, and what to bring.</p>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** An event tile as the search results show it, with the session accent. */
export const EventTile: Story = {
  args: {
    accent: 'session',
    'aria-labelledby': 'tile-title',
    children: (
      <>
        <EventTypeTag eventType="panel" />
        <h2 id="tile-title" style={{ margin: 0, fontSize: '1.125rem' }}>
          <Link href="/2026/events/ev-101">AI Tutors in the Classroom: What Works</Link>
        </h2>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <EventDate date="2026-03-09" />
          <span aria-hidden="true">·</span>
          <EventTime start="2026-03-09T09:30:00-05:00" end="2026-03-09T10:30:00-05:00" />
        </div>
        <AccessBadges credentialTypes={['platinum', 'innovation', 'edu']} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', {
      name: 'AI Tutors in the Classroom: What Works',
    });
    await expect(tile).toHaveAttribute('data-accent', 'session');
    await expect(within(tile).getByText('9:30AM\u201310:30AM CT')).toBeInTheDocument();
  },
};

export const ScreeningAccent: Story = {
  args: {
    accent: 'screening',
    children: (
      <>
        <EventTypeTag eventType="screening" />
        <h2 style={{ margin: 0, fontSize: '1.125rem' }}>The Last Classroom (Documentary Premiere)</h2>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    accent: 'edu',
    children: (
      <>
        <h2 style={{ margin: 0, fontSize: '1.125rem' }}>
          Supercalifragilisticexpialidocious-Pedagogy: Rethinking Interdisciplinary Project-Based Learning for
          Multilingual Learners in Rural and Urban Districts
        </h2>
        <p style={{ margin: 0 }}>
          https://example.org/a-very-long-unbroken-link-that-must-wrap-inside-the-card-without-overflowing-it
        </p>
      </>
    ),
  },
};
