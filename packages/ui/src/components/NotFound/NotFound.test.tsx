import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, NotFound, supportMailtoHref } from './NotFound.tsx';

describe('NotFound', () => {
  it('says the exact 404 message of the spec under a page heading', () => {
    render(<NotFound supportEmail="help@example.org" url="https://example.org/2026/events/nope" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/The page you requested cannot be found/)).toHaveTextContent(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).toBe(
      'The page you requested cannot be found. Check the URL, or contact support if you believe this page should be working.',
    );
  });

  it('links to support by mail with the url in the subject', () => {
    render(<NotFound supportEmail="help@example.org" url="https://example.org/2026/events/nope?x=1&y=2" />);
    const link = screen.getByRole('link', { name: 'contact support' });
    expect(link).toHaveAttribute(
      'href',
      'mailto:help@example.org?subject=Page%20not%20found%20(404)%3A%20https%3A%2F%2Fexample.org%2F2026%2Fevents%2Fnope%3Fx%3D1%26y%3D2',
    );
    expect(screen.getByText('Support: help@example.org')).toBeInTheDocument();
  });

  it('names its region by its heading and accepts another level', () => {
    render(<NotFound supportEmail="a@b.c" url="/x" title="Event not found" headingLevel={2} />);
    expect(screen.getByRole('region', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Event not found' })).toBeInTheDocument();
  });

  it('builds the mailto href', () => {
    const href = supportMailtoHref('help@example.org', '/missing');
    expect(href.startsWith('mailto:help@example.org?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('Page not found (404): /missing');
  });
});
