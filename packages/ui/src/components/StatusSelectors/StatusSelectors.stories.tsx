import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EventStatusChange, EventStatusPair } from './StatusSelectors.tsx';
import { StatusSelectors } from './StatusSelectors.tsx';

const CURRENT: EventStatusPair = { status: 'green', message: 'Not Yet Seating' };

/** A server that stores the change and answers the stored pair. */
function storingServer(start: EventStatusPair) {
  let stored = start;
  return async (change: EventStatusChange): Promise<EventStatusPair> => {
    stored = { ...stored, ...change };
    return stored;
  };
}

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

const meta = {
  title: 'Live/StatusSelectors',
  component: StatusSelectors,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    label: 'Live status of Opening Keynote',
    defaultValue: CURRENT,
    onChange: fn(storingServer(CURRENT)),
  },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof StatusSelectors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current status and venue message, for venue staff to change. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Open');
    await expect(canvas.getByRole('button', { name: /Venue message$/ })).toHaveTextContent('Not Yet Seating');
  },
};

/** Staff pick a status from the keyboard; the server's answer is shown. */
export const ChooseStatus: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('button', { name: /Status$/ });
    await expect(status).toHaveTextContent('Open');
    status.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'red' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
    await expect(status).toHaveTextContent('Full');
    // react-aria gives focus back to the button a frame after the listbox closes.
    await waitFor(() => expect(status).toHaveFocus());
  },
};

/** The server stored something else than the choice: its answer replaces the choice. */
export const ServerAnswerWins: Story = {
  tags: ['test-only'],
  args: {
    onChange: fn(
      async (_change: EventStatusChange): Promise<EventStatusPair> => ({
        status: 'yellow',
        message: 'Now Seating SXXPress',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Venue message$/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'No Longer Seating' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
    await expect(canvas.getByRole('button', { name: /Venue message$/ })).toHaveTextContent(
      'Now Seating SXXPress',
    );
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Filling up');
  },
};

/** A choice while it saves: it shows as pending and the group is busy. */
export const ChoiceSaving: Story = {
  tags: ['test-only'],
  args: { onChange: fn((_change: EventStatusChange) => new Promise<EventStatusPair>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status$/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Canceled' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    await expect(canvas.getByRole('group', { name: 'Live status of Opening Keynote' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed save: its message, and the previous value back. */
export const ChoiceFails: Story = {
  tags: ['test-only'],
  args: {
    onChange: fn(async (_change: EventStatusChange): Promise<EventStatusPair> => {
      throw new Error('Only venue staff may set statuses');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status$/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Full' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only venue staff may set statuses');
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Open');
  },
};
