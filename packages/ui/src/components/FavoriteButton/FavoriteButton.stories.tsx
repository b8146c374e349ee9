import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToggleButton } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncements } from '../../internal/liveAnnouncer.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { FAVORITE_ERROR_MESSAGE } from './favoriteState.ts';
import { type UseFavoriteOptions, useFavorite } from './useFavorite.ts';

const meta = {
  title: 'Favorites/FavoriteButton',
  component: FavoriteButton,
  tags: ['autodocs'],
  beforeEach: () => {
    clearLiveAnnouncements();
  },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  args: {
    itemType: 'events',
    itemId: 'PP1001',
    itemName: 'Teaching With Games',
    favorited: false,
    signedIn: true,
    onToggle: fn(async () => undefined),
    loginHref: '#login',
  },
  decorators: [(Story) => <div style={{ paddingTop: '3rem' }}>{Story()}</div>],
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, not a favorite. */
export const NotFavorited: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favorite Teaching With Games' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed in, a favorite. */
export const Favorited: Story = {
  args: { favorited: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favorited Teaching With Games' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Enter on a button that is not a favorite favorites the item. */
export const FavoriteWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Favorited Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** A favorite, small (for tiles). */
export const FavoritedSmall: Story = {
  args: { favorited: true, size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favorited Teaching With Games' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While saving: spinner, busy, and further presses ignored. */
export const PressesIgnoredWhileSaving: Story = {
  tags: ['test-only'],
  args: { onToggle: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite Teaching With Games' }));
    const busy = await canvas.findByRole('button', { name: /Saving…/ });
    await expect(busy.closest('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(busy);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** The save fails: the state rolls back and the error shows beside the button. */
export const SaveFails: Story = {
  tags: ['test-only'],
  args: { onToggle: fn(() => Promise.reject(new Error('Service unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite Teaching With Games' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not update your favorites. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Favorite Teaching With Games' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Signed out: the same button, which offers to sign in. */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favorite Teaching With Games' }),
    ).not.toHaveAttribute('aria-pressed');
  },
};

/** Signed out: hovering shows the sign-in tooltip. */
export const VisitorHoverShowsTooltip: Story = {
  tags: ['test-only'],
  args: { signedIn: false, tooltipDelay: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(
      within(canvasElement).getByRole('button', { name: 'Favorite Teaching With Games' }),
    );
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Sign in to add to your favorites');
  },
};

/** Signed out: the keyboard shows the tooltip, Enter opens the sign-in dialog, Escape brings focus back. */
export const VisitorSignIn: Story = {
  tags: ['test-only'],
  args: { signedIn: false },
  // The dialog's code loads on the first press; loaded before the story, so that the play function
  // tests the visitor's path, not how fast a loaded test machine serves a module.
  loaders: [() => import('../SignInDialog/SignInDialog.tsx')],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Favorite Teaching With Games' });
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Sign in to add to your favorites');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Start favoriting events' });
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#login');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/**
 * `useFavorite`, for embedders who draw their own toggle: the one owner of the optimistic state
 * (what is shown, the save under way, the rollback on failure). The host passes what it knows
 * (`favorited`) and the call (`onToggle`) and keeps no copy of its own:
 *
 * ```tsx
 * const favorite = useFavorite({ favorited, onToggle: (next) => save(id, next) });
 * <ToggleButton isSelected={favorite.isSelected} onChange={favorite.onChange}>…</ToggleButton>
 * {favorite.isFailed ? <p role="alert">{FAVORITE_ERROR_MESSAGE}</p> : null}
 * ```
 *
 * (`UseFavoriteHookRollsBack`, a test, presses it with a save that fails: the star goes back to
 * unselected and the message shows.)
 */
export const UseFavoriteHook: Story = {
  render: (args) => <OwnToggle favorited={args.favorited} onToggle={args.onToggle} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Star Teaching With Games' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** `useFavorite` with a save that fails: the star goes back to unselected and the message shows. */
export const UseFavoriteHookRollsBack: Story = {
  tags: ['test-only'],
  args: { onToggle: fn(() => Promise.reject(new Error('Service unavailable'))) },
  render: (args) => <OwnToggle favorited={args.favorited} onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Star Teaching With Games' }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAVORITE_ERROR_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Star Teaching With Games' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

function OwnToggle(options: UseFavoriteOptions) {
  const favorite = useFavorite(options);
  return (
    <p>
      <ToggleButton isSelected={favorite.isSelected} onChange={favorite.onChange}>
        <span aria-hidden="true">{favorite.isSelected ? '★ ' : '☆ '}</span>
        Star Teaching With Games
      </ToggleButton>
      {favorite.isFailed ? <span role="alert"> {FAVORITE_ERROR_MESSAGE}</span> : null}
    </p>
  );
}
