import { IMAGE_KINDS } from '@conf/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderArt } from './PlaceholderArt.tsx';

const meta = {
  title: 'Data display/PlaceholderArt',
  component: PlaceholderArt,
  tags: ['autodocs'],
  args: { kind: 'event', seed: 'PP1001' },
  argTypes: { kind: { control: 'select', options: IMAGE_KINDS } },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
} satisfies Meta<typeof PlaceholderArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event's placeholder: the calendar glyph on one of the event palettes. */
export const Event: Story = {
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('.conf-PlaceholderArt');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art?.getBoundingClientRect().height).toBe(160);
  },
};

/** Every kind, three seeds each: the glyph names the kind, the seed picks palette and angle. */
export const EveryKind: Story = {
  decorators: [(Story) => <div style={{ width: 'auto' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 4.5rem)', gap: 12 }}>
      {IMAGE_KINDS.flatMap((kind) =>
        ['1', '2', '3'].map((seed) => (
          <PlaceholderArt key={`${kind}-${seed}`} kind={kind} seed={`${kind}-${seed}`} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.conf-PlaceholderArt')).toHaveLength(IMAGE_KINDS.length * 3);
  },
};
