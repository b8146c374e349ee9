import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { SAMPLE_NOW, sampleHit } from '../ResultTile/fixtures.ts';
import { ResultTile } from '../ResultTile/ResultTile.tsx';
import { ProductUrlProvider } from './ProductUrl.tsx';

const PRODUCT = 'https://schedule.example.org';

const meta = {
  title: 'Embedding/ProductUrlProvider',
  component: ProductUrlProvider,
  tags: ['autodocs'],
  args: { baseUrl: PRODUCT, children: null },
} satisfies Meta<typeof ProductUrlProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On another site: the tile and the link open the product's pages on its own origin, and its images
 * come from there too.
 */
export const OnAnotherSite: Story = {
  render: (args) => (
    <ProductUrlProvider {...args}>
      <p>
        <Link href="/2026/speakers">Recently Announced Speakers</Link>
      </p>
      <div style={{ maxWidth: 420 }}>
        <ResultTile hit={sampleHit('event')} now={SAMPLE_NOW} headingLevel={3} />
      </div>
    </ProductUrlProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Recently Announced Speakers' })).toHaveAttribute(
      'href',
      `${PRODUCT}/2026/speakers`,
    );
    await expect(canvas.getByRole('link', { name: 'Teaching With Games' }).getAttribute('href')).toMatch(
      /^https:\/\/schedule\.example\.org\//,
    );
  },
};
