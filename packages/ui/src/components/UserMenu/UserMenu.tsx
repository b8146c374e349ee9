import { USER_MENU_CLOSE_DELAY_MS } from '@conf/core';
import { useEffect, useRef, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDown } from '../../internal/ChevronDown.tsx';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';

/** One entry of the user menu: a link (`href`) or an action (`onAction`). */
export interface UserMenuItem {
  id: string;
  label: string;
  href?: string;
  onAction?: () => void;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in person's name: the text of the menu button. */
  userName: string;
  /** The entries above "Sign out" (My Favorites, Profile, …). */
  items: UserMenuItem[];
  /** Sign out is a form POST to `action` carrying `csrfToken` as `authenticity_token` (spec section 6). */
  signOut: { action: string; csrfToken: string };
  /** Text of the sign-out entry. Defaults to `Sign out`. */
  signOutLabel?: string;
  className?: string;
}

const SIGN_OUT_ID = '__sign-out';

/**
 * The header's user menu (spec section 2): a menu button with the user's name opening a menu of
 * links and actions, then "Sign out". It closes on an outside click, on Escape (focus back on the
 * button), and 100 ms after an entry is activated (USER_MENU_CLOSE_DELAY_MS), so the choice is seen
 * before the menu goes. Arrow keys, Home/End and type-ahead move through the entries (react-aria
 * `MenuTrigger` + `Menu`). Sign out submits a real form (POST, hidden `authenticity_token`), which
 * works like any server-rendered sign-out.
 */
export function UserMenu({ userName, items, signOut, signOutLabel = 'Sign out', className }: UserMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // A pending close must not fire after unmount.
  useEffect(
    () => () => {
      if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    },
    [],
  );

  const onOpenChange = (open: boolean) => {
    cancelClose();
    setOpen(open);
  };

  const onAction = (key: string | number) => {
    if (key === SIGN_OUT_ID) {
      formRef.current?.requestSubmit();
    } else {
      items.find((item) => item.id === key)?.onAction?.();
    }
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, USER_MENU_CLOSE_DELAY_MS);
  };

  return (
    <div className={cx('conf-UserMenu', className)}>
      <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button variant="ghost" className="conf-UserMenu-button">
          <span className="conf-UserMenu-name">{userName}</span>
          <ChevronDown size={14} className="conf-UserMenu-chevron" />
        </Button>
        <Popover placement="bottom end" offset={4} className="conf-UserMenu-popover">
          <Menu
            aria-label={userName}
            onAction={(key) => onAction(key)}
            shouldCloseOnSelect={false}
            className="conf-UserMenu-menu"
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.label}
                {...(item.href !== undefined ? { href: item.href } : {})}
                className="conf-UserMenu-item"
              >
                {item.label}
              </MenuItem>
            ))}
            <MenuItem id={SIGN_OUT_ID} textValue={signOutLabel} className="conf-UserMenu-item" data-sign-out>
              {signOutLabel}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <form ref={formRef} method="post" action={signOut.action} hidden className="conf-UserMenu-signOut">
        <input type="hidden" name="authenticity_token" value={signOut.csrfToken} />
      </form>
    </div>
  );
}
