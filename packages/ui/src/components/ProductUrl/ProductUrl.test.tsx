import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackImage } from '../FallbackImage/FallbackImage.tsx';
import { Link } from '../Link/Link.tsx';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { SAMPLE_NOW, sampleHit } from '../ResultTile/fixtures.ts';
import { ResultTile } from '../ResultTile/ResultTile.tsx';
import { SuggestionSearch } from '../SuggestionSearch/SuggestionSearch.tsx';
import { ProductUrlProvider } from './ProductUrl.tsx';
import { productUrl } from './productUrl.ts';

const PRODUCT = 'https://schedule.example.org';

describe('productUrl', () => {
  it("makes the product's paths absolute on the base URL and leaves everything else", () => {
    expect(productUrl(PRODUCT, '/events/42')).toBe('https://schedule.example.org/events/42');
    expect(productUrl(PRODUCT, '/search/event?q=jazz')).toBe(
      'https://schedule.example.org/search/event?q=jazz',
    );
    expect(productUrl(`${PRODUCT}/`, '/images/event/42.svg')).toBe(
      'https://schedule.example.org/images/event/42.svg',
    );
    for (const other of [
      'https://cdn.example.com/a.jpg',
      '//cdn.example.com/a.jpg',
      '#top',
      'data:,x',
      'a/b',
    ])
      expect(productUrl(PRODUCT, other)).toBe(other);
    expect(productUrl(null, '/events/42')).toBe('/events/42');
  });
});

describe('ProductUrlProvider', () => {
  it('refuses a base URL that is not an absolute http(s) URL, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProductUrlProvider baseUrl="schedule.example.org">x</ProductUrlProvider>)).toThrow(
      "ProductUrlProvider: baseUrl must be an absolute http(s) URL, got 'schedule.example.org'",
    );
    vi.restoreAllMocks();
  });

  it("links a tile to the product's page and image, followed by the browser, not the host's router", () => {
    const navigate = vi.fn();
    const { container } = render(
      <UIRouterProvider navigate={navigate}>
        <ProductUrlProvider baseUrl={PRODUCT}>
          <ResultTile hit={sampleHit('event')} now={SAMPLE_NOW} fallbackImage="/images/event/PP1001.svg" />
        </ProductUrlProvider>
      </UIRouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Teaching With Games' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/schedule\.example\.org\/events\/PP1001$/);
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images.length).toBeGreaterThan(0);
    // No path of the product is left relative to the host's origin.
    for (const src of images) expect(src).toMatch(/^https:\/\//);
  });

  it('writes absolute links, images and the search form action', () => {
    const { container } = render(
      <ProductUrlProvider baseUrl={PRODUCT}>
        <Link href="/contributors/7">Ada Byron</Link>
        <FallbackImage src="/images/person/7.svg" alt="" />
        <SuggestionSearch loadSuggestions={async () => []} />
      </ProductUrlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute(
      'href',
      'https://schedule.example.org/contributors/7',
    );
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://schedule.example.org/images/person/7.svg',
    );
    expect(container.querySelector('form')).toHaveAttribute('action', 'https://schedule.example.org/search');
  });

  it('changes nothing without a provider (the product on its own origin)', () => {
    render(<Link href="/contributors/7">Ada Byron</Link>);
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', '/contributors/7');
  });
});
