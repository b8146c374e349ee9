import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

function SignInModal({ onStay = () => undefined }: { onStay?: () => void }) {
  return (
    <Modal title="Start favoriting events" trigger={<Button>Favorite</Button>}>
      {({ close }) => (
        <>
          <p>Log in to keep your favorites across devices.</p>
          <Button variant="primary">Log in</Button>
          <Button
            onPress={() => {
              onStay();
              close();
            }}
          >
            Stay logged out
          </Button>
        </>
      )}
    </Modal>
  );
}

function Controlled({ isDismissable }: { isDismissable?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Modal title="Share" isOpen={open} onOpenChange={setOpen} isDismissable={isDismissable ?? true}>
        <p>Share this event</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  describe('given a closed dialog with a trigger', () => {
    it('shows only the trigger', () => {
      render(<SignInModal />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-expanded', 'false');
    });

    describe('when a keyboard user opens it', () => {
      async function openWithKeyboard() {
        const user = userEvent.setup();
        render(<SignInModal />);
        await user.tab();
        await user.keyboard('{Enter}');
        const dialog = screen.getByRole('dialog', { name: 'Start favoriting events' });
        // react-aria moves focus into the dialog after it mounts (a frame later on a busy machine).
        await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
        return { user, dialog };
      }

      it('opens a dialog named by its title and moves focus into it', async () => {
        const { dialog } = await openWithKeyboard();
        expect(within(dialog).getByRole('heading', { name: 'Start favoriting events' })).toBeInTheDocument();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      });

      it('traps focus: Tab cycles through the dialog only', async () => {
        const { user, dialog } = await openWithKeyboard();
        const visited = new Set<Element | null>();
        for (let i = 0; i < 6; i++) {
          await user.tab();
          visited.add(document.activeElement);
          expect(dialog).toContainElement(document.activeElement as HTMLElement);
        }
        expect(visited).toContain(within(dialog).getByRole('button', { name: 'Close' }));
        expect(visited).toContain(within(dialog).getByRole('button', { name: 'Log in' }));
        expect(visited).toContain(within(dialog).getByRole('button', { name: 'Stay logged out' }));
      });

      it('closes on Escape and returns focus to the trigger', async () => {
        const { user } = await openWithKeyboard();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        // FocusScope restores focus on the next animation frame.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveFocus());
      });

      it('closes from its Close button and returns focus to the trigger', async () => {
        const { user, dialog } = await openWithKeyboard();
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        // react-aria gives focus back a frame after the dialog unmounts.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveFocus());
      });

      it('lets its content close it', async () => {
        const onStay = vi.fn();
        const user = userEvent.setup();
        render(<SignInModal onStay={onStay} />);
        await user.click(screen.getByRole('button', { name: 'Favorite' }));
        await user.click(screen.getByRole('button', { name: 'Stay logged out' }));
        expect(onStay).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });
  });

  describe('controlled by isOpen', () => {
    it('reports Escape through onOpenChange', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('closed')).toBeInTheDocument();
    });

    it('closes on an outside click when dismissable', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      const overlay = screen.getByRole('dialog').closest('.conf-ModalOverlay');
      expect(overlay).not.toBeNull();
      await user.click(overlay as Element);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on an outside click when not dismissable', async () => {
      const user = userEvent.setup();
      render(<Controlled isDismissable={false} />);
      const overlay = screen.getByRole('dialog').closest('.conf-ModalOverlay');
      await user.click(overlay as Element);
      expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    });
  });

  it('hides the page behind it from assistive technology', () => {
    render(
      <>
        <p>Page content</p>
        <Modal title="RSVP" defaultOpen>
          <p>Reserve a seat</p>
        </Modal>
      </>,
    );
    expect(screen.queryByText('Page content')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('paragraph', { name: 'Page content' })).not.toBeInTheDocument();
    expect(screen.getByText('Page content').closest('[aria-hidden="true"], [inert]')).not.toBeNull();
  });
});
