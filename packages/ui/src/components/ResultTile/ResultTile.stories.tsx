import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsWidth, PHONE } from '../../test/phone.ts';
import { Button } from '../Button/Button.tsx';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { SAMPLE_HITS, SAMPLE_NOW, sampleHit } from './fixtures.ts';
import { RESULT_ERROR_MESSAGE } from './ResultErrorBoundary.tsx';
import { ResultTile } from './ResultTile.tsx';

const meta = {
  title: 'Search/ResultTile',
  component: ResultTile,
  tags: ['autodocs'],
  args: { hit: sampleHit('event'), now: SAMPLE_NOW, onResultActivate: fn() },
  decorators: [
    (Story) => (
      <UIRouterProvider navigate={() => undefined}>
        <div style={{ maxWidth: 560 }}>{Story()}</div>
      </UIRouterProvider>
    ),
  ],
} satisfies Meta<typeof ResultTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A featured panel: Session label and accent, date and time in Central Time, venue, badges. */
export const Event: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article');
    await expect(tile).toHaveAttribute('data-accent', 'session');
    await expect(within(tile).getByRole('link', { name: 'Teaching With Games' })).toHaveAttribute(
      'href',
      '/events/PP1001',
    );
  },
};

/** A canceled screening seen in preview mode: "Visible after {date}". */
export const CanceledScreeningInPreview: Story = {
  args: { hit: sampleHit('screening') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Visible after Mar 20, 2026')).toBeVisible();
  },
};

/**
 * An imported image its host no longer serves: the record's placeholder picture, drawn in the page
 * (PlaceholderArt), takes its place, as it does for a record without an image.
 */
export const BrokenImage: Story = {
  args: {
    hit: {
      ...sampleHit('event'),
      _source: {
        ...sampleHit('event')._source,
        thumbnail_url: '/images/remote?url=https%3A%2F%2Fimages.example.invalid%2Fgone.jpg',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('.conf-ResultTile-image')).toHaveAttribute('data-kind', 'event');
  },
};

/** Every hit type, as they appear in results. */
export const EveryType: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {Object.entries(SAMPLE_HITS).map(([key, hit]) => (
        <ResultTile key={key} {...args} hit={hit} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(Object.keys(SAMPLE_HITS).length);
    await expect(within(canvasElement).getAllByText('Not published')).toHaveLength(2);
  },
};

/** Activating the link with the mouse or the keyboard reports a conversion; a right click does not. */
export const Conversions: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Teaching With Games' });
    await userEvent.pointer({ keys: '[MouseRight]', target: link });
    await expect(args.onResultActivate).not.toHaveBeenCalled();
    await userEvent.pointer({ keys: '[MouseMiddle]', target: link });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResultActivate).toHaveBeenCalledTimes(2);
  },
};

/** With an action slot (the accounts issue adds the favorite button here). */
export const WithActions: Story = {
  args: { renderActions: () => <Button>Favorite</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Favorite' })).toBeVisible();
  },
};

/** On a phone (the `phone` viewport): the actions take a line of their own under the text. */
export const PhoneWithActions: Story = {
  ...WithActions,
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article');
    const title = within(tile).getByRole('link', { name: 'Teaching With Games' }).getBoundingClientRect();
    const action = within(tile).getByRole('button', { name: 'Favorite' }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThan(title.bottom);
    await expect(fitsWidth(canvasElement.ownerDocument)).toBe(true);
  },
};

/** A record that fails to render shows the spec's message instead of breaking the page. */
export const RenderFailure: Story = {
  args: { hit: { _id: 'X1', type: 'event', _source: { name: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(RESULT_ERROR_MESSAGE)).toBeVisible();
  },
};

/** Long names and many contributors wrap. */
export const LongText: Story = {
  args: {
    hit: {
      ...sampleHit('event'),
      highlight: {},
      _source: {
        ...sampleHit('event')._source,
        name: 'Designing Learning Experiences for Every Student, Everywhere, Every Day: A Practical Workshop for School Leaders',
        contributors: [
          'Ada Byron',
          'Grace Hopper',
          'Katherine Johnson',
          'Mary Jackson',
          'Dorothy Vaughan',
        ].map((name, i) => ({ entity_id: `P${i}`, type: 'person', name })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Ada Byron, Grace Hopper, Katherine Johnson and 2 more'),
    ).toBeVisible();
  },
};
