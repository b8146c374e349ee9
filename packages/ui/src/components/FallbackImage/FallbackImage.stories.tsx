import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FallbackImage } from './FallbackImage.tsx';

/** A small picture as a data address, so the stories need no server. */
function picture(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" fill="${colour}"/><text x="80" y="96" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PHOTO = picture('Ada', '#1d4ed8');
const PLACEHOLDER = picture('?', '#475569');
/** An address that never loads (what a broken outside image or a refused proxy request is). */
const BROKEN = '/images/remote?url=https%3A%2F%2Fimages.example.invalid%2Fgone.jpg';

const meta = {
  title: 'Media/FallbackImage',
  component: FallbackImage,
  tags: ['autodocs'],
  args: {
    src: PHOTO,
    fallbackSrc: PLACEHOLDER,
    alt: 'Photo of Ada Lovelace',
    width: 160,
    height: 160,
    onError: fn(),
  },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record's image loads: shown as it is. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Photo of Ada Lovelace' });
    await expect(img).toHaveAttribute('src', PHOTO);
    await expect(img).not.toHaveAttribute('data-fallback');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The image does not load: the generated placeholder takes its place, with the same alt text. */
export const BrokenImage: Story = {
  args: { src: BROKEN },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
        'data-fallback',
        'true',
      ),
    );
    await expect(canvas.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
      'src',
      PLACEHOLDER,
    );
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** A record without an image: the placeholder at once. */
export const NoImage: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', PLACEHOLDER);
  },
};

/** Neither loads: nothing is rendered, never a broken-image icon. */
export const NothingLoads: Story = {
  args: {
    src: BROKEN,
    fallbackSrc: '/images/remote?url=https%3A%2F%2Fimages.example.invalid%2Falso-gone.jpg',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};
