import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './FallbackImage.tsx';

const PHOTO = '/images/remote?url=https%3A%2F%2Fimages.example.org%2Fada.jpg';
const PLACEHOLDER = '/images/person/P1.svg';

describe('FallbackImage', () => {
  describe('given an image that loads', () => {
    it('shows it with the alt text and attributes it was given', () => {
      render(<FallbackImage src={PHOTO} fallbackSrc={PLACEHOLDER} alt="Photo of Ada" width={56} />);
      const img = screen.getByRole('img', { name: 'Photo of Ada' });
      expect(img).toHaveAttribute('src', PHOTO);
      expect(img).toHaveAttribute('width', '56');
      expect(img).not.toHaveAttribute('data-fallback');
    });
  });

  describe('when the image fails to load', () => {
    it('shows the placeholder instead, and still tells the caller', () => {
      const onError = vi.fn();
      render(<FallbackImage src={PHOTO} fallbackSrc={PLACEHOLDER} alt="Photo of Ada" onError={onError} />);
      fireEvent.error(screen.getByRole('img', { name: 'Photo of Ada' }));
      const img = screen.getByRole('img', { name: 'Photo of Ada' });
      expect(img).toHaveAttribute('src', PLACEHOLDER);
      expect(img).toHaveAttribute('data-fallback', 'true');
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('renders nothing when the placeholder fails too, rather than a broken image', () => {
      render(<FallbackImage src={PHOTO} fallbackSrc={PLACEHOLDER} alt="Photo of Ada" />);
      fireEvent.error(screen.getByRole('img'));
      fireEvent.error(screen.getByRole('img'));
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('shows what it is given for that case instead (an offline page keeps its layout)', () => {
      render(
        <FallbackImage src={PHOTO} fallbackSrc={PLACEHOLDER} alt="" empty={<span>Opening Keynote</span>} />,
      );
      fireEvent.error(screen.getByRole('presentation'));
      fireEvent.error(screen.getByRole('presentation'));
      expect(screen.queryByRole('presentation')).toBeNull();
      expect(screen.getByText('Opening Keynote')).toBeInTheDocument();
    });

    it('starts over with a new image', () => {
      const { rerender } = render(<FallbackImage src={PHOTO} fallbackSrc={PLACEHOLDER} alt="Photo" />);
      fireEvent.error(screen.getByRole('img'));
      rerender(<FallbackImage src="/images/remote?url=other" fallbackSrc={PLACEHOLDER} alt="Photo" />);
      expect(screen.getByRole('img')).toHaveAttribute('src', '/images/remote?url=other');
    });
  });

  describe('without an image', () => {
    it('shows the placeholder at once', () => {
      render(<FallbackImage src={null} fallbackSrc={PLACEHOLDER} alt="" />);
      expect(screen.getByRole('presentation')).toHaveAttribute('src', PLACEHOLDER);
    });

    it('renders nothing without a placeholder either', () => {
      const { container } = render(<FallbackImage src="" alt="" />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
