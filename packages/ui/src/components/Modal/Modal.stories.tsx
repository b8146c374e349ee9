import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE } from '../../test/phone.ts';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** The sign-in prompt's content; its "Stay logged out" button closes the dialog. */
const signInContent: ModalProps['children'] = ({ close }) => (
  <>
    <p style={{ margin: 0 }}>Log in to keep your favorite sessions, speakers and venues on every device.</p>
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button variant="primary">Log in</Button>
      <Button onPress={close}>Stay logged out</Button>
    </div>
  </>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  // Open dialogs cover the page: render each story in its own frame on the docs page.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    title: 'Start favoriting events',
    trigger: <Button variant="primary">Favorite</Button>,
    onOpenChange: fn(),
    children: signInContent as ModalProps['children'],
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** On a phone (the `phone` viewport): a sheet from the bottom edge, the window's width. */
export const Phone: Story = {
  globals: { viewport: PHONE },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Start favoriting events',
    });
    const sheet = dialog.getBoundingClientRect();
    await expect(view.innerWidth).toBe(390);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(view.innerHeight));
    await expect(Math.round(sheet.width)).toBe(view.innerWidth);
  },
};

/** Opened with the keyboard: focus moves into the dialog and Tab stays inside it. Left open for review. */
export const OpenWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Start favoriting events' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
  },
};

/** Escape closes the dialog and focus returns to the trigger. */
export const EscapeReturnsFocus: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Favorite' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Start favoriting events' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The content's own button closes it ("Stay logged out"). */
export const ClosedByContent: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favorite' }));
    await userEvent.click(await body.findByRole('button', { name: 'Stay logged out' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long title and content: the dialog scrolls inside the viewport. */
export const LongContent: Story = {
  args: {
    title: 'RSVP for “Designing Learning Experiences for Every Student, Everywhere, Every Day”',
    defaultOpen: true,
    children: (
      <>
        {['Before', 'Arrival', 'Seating', 'Access', 'Holds', 'Changes', 'Accessibility', 'Questions'].map(
          (topic) => (
            <p key={topic} style={{ margin: 0 }}>
              <strong>{topic}.</strong> Seating is first come, first served. Badge holders with Platinum,
              Innovation or EDU access may reserve a seat up to 24 hours before the session starts;
              reservations are held until 10 minutes after the start time.
            </p>
          ),
        )}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

/** A dialog that is not dismissable stays open on an outside click (the close button and Escape still work). */
export const OutsideClickKeepsNotDismissable: Story = {
  tags: ['test-only'],
  args: {
    isDismissable: false,
    defaultOpen: true,
    title: 'Share',
    children: <p>Share this event with a friend.</p>,
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const dialog = await body.findByRole('dialog', { name: 'Share' });
    const overlay = dialog.closest('.conf-ModalOverlay');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await expect(body.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
  },
};
