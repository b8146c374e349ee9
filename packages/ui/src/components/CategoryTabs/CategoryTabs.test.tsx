import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { CategoryTabs } from './CategoryTabs.tsx';

function Controlled() {
  const [selected, setSelected] = useState('brands');
  return (
    <>
      <CategoryTabs selectedKey={selected} onSelectionChange={setSelected}>
        {`Showing ${selected}`}
      </CategoryTabs>
      <button type="button" onClick={() => setSelected('venues')}>
        Show venues
      </button>
    </>
  );
}

describe('CategoryTabs', () => {
  it('offers Contributors, Attendees, Brands and Venues, the first selected', () => {
    render(<CategoryTabs>Results</CategoryTabs>);
    const list = screen.getByRole('tablist', { name: 'Categories' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Contributors',
      'Attendees',
      'Brands',
      'Venues',
    ]);
    expect(screen.getByRole('tab', { name: 'Contributors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Contributors' })).toHaveTextContent('Results');
  });

  it('ties the selected tab and its panel together (aria-controls and aria-labelledby)', () => {
    render(
      <CategoryTabs defaultSelectedKey="brands">
        <a href="/brands/1">Acme</a>
      </CategoryTabs>,
    );
    const tab = screen.getByRole('tab', { name: 'Brands' });
    const panel = screen.getByRole('tabpanel', { name: 'Brands' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(screen.getByRole('tab', { name: 'Venues' })).not.toHaveAttribute('aria-controls');
    // Something inside takes the focus: Tab goes from the tab to it, not to the panel.
    expect(panel).not.toHaveAttribute('tabindex');
  });

  it('lets a keyboard user reach a panel with nothing to focus inside', async () => {
    const user = userEvent.setup();
    render(<CategoryTabs>No results</CategoryTabs>);
    const panel = screen.getByRole('tabpanel', { name: 'Contributors' });
    expect(panel).toHaveAttribute('tabindex', '0');
    await user.tab();
    await user.tab();
    expect(panel).toHaveFocus();
  });

  describe('when a keyboard user moves along the tabs', () => {
    it('selects the next tab with the arrow keys and reports it', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<CategoryTabs onSelectionChange={onSelectionChange} />);
      await user.tab();
      expect(screen.getByRole('tab', { name: 'Contributors' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Attendees' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Attendees' })).toHaveAttribute('aria-selected', 'true');
      expect(onSelectionChange).toHaveBeenLastCalledWith('attendees');
      await user.keyboard('{End}');
      expect(onSelectionChange).toHaveBeenLastCalledWith('venues');
      expect(screen.getByRole('tabpanel', { name: 'Venues' })).toBeInTheDocument();
    });
  });

  describe('controlled', () => {
    it('shows the tab it is given and follows changes from outside', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      expect(screen.getByRole('tab', { name: 'Brands' })).toHaveAttribute('aria-selected', 'true');
      await user.click(screen.getByRole('button', { name: 'Show venues' }));
      expect(screen.getByRole('tab', { name: 'Venues' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing venues');
      await user.click(screen.getByRole('tab', { name: 'Attendees' }));
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing attendees');
    });
  });

  describe('with links', () => {
    it('renders the tabs as links followed through the router', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      render(
        <UIRouterProvider navigate={navigate}>
          <CategoryTabs hrefFor={(id) => `/search/${id}`} defaultSelectedKey="venues" />
        </UIRouterProvider>,
      );
      const brands = screen.getByRole('tab', { name: 'Brands' });
      expect(brands).toHaveAttribute('href', '/search/brands');
      await user.click(brands);
      expect(navigate).toHaveBeenCalledWith('/search/brands', undefined);
    });

    it('only moves focus with the arrow keys, so that no page loads by accident', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      render(
        <UIRouterProvider navigate={navigate}>
          <CategoryTabs hrefFor={(id) => `/search/${id}`} />
        </UIRouterProvider>,
      );
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Attendees' })).toHaveFocus();
      expect(navigate).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/search/attendees', undefined);
    });
  });

  it('takes other categories', () => {
    render(
      <CategoryTabs
        label="Favorites"
        items={[
          { id: 'events', label: 'Events' },
          { id: 'venues', label: 'Venues' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });
});
