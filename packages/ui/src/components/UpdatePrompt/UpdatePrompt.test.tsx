import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt.tsx';

describe('UpdatePrompt', () => {
  it('is a polite status named "Update available" with Reload and Later buttons', () => {
    render(<UpdatePrompt onReload={vi.fn()} onLater={vi.fn()} />);
    const status = screen.getByRole('status', { name: 'Update available' });
    expect(status).toHaveTextContent('A new version of this site is ready.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('calls onReload for Reload and onLater for Later, each once', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdatePrompt onReload={onReload} onLater={onLater} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onLater).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Tab to Reload, Enter; Tab to Later, Space; Escape means Later', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdatePrompt onReload={onReload} onLater={onLater} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onLater).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onLater).toHaveBeenCalledTimes(2);
  });
});
