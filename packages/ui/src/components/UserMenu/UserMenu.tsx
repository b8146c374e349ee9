import { useRef } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { AriaRouter } from '../../internal/AriaRouter.tsx';
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
 * links and actions, then "Sign out". It closes as react-aria closes menus: on an outside click, on
 * Escape and when an entry is activated, with focus back on the button. Arrow keys, Home/End and
 * type-ahead move through the entries (react-aria `MenuTrigger` + `Menu`). Sign out submits a real
 * form (POST, hidden `authenticity_token`), which works like any server-rendered sign-out.
 */
export function UserMenu({ userName, items, signOut, signOutLabel = 'Sign out', className }: UserMenuProps) {
  const formRef = useRef<HTMLFormElement>(null);

  const onAction = (key: Key) => {
    if (key === SIGN_OUT_ID) formRef.current?.requestSubmit();
    else items.find((item) => item.id === key)?.onAction?.();
  };

  return (
    <AriaRouter>
      <div className={cx('conf-UserMenu', className)}>
        <MenuTrigger>
          <Button variant="ghost" className="conf-UserMenu-button">
            <span className="conf-UserMenu-name">{userName}</span>
            <ChevronDown size={14} className="conf-UserMenu-chevron" />
          </Button>
          <Popover placement="bottom end" offset={4} className="conf-UserMenu-popover">
            <Menu aria-label={userName} onAction={onAction} className="conf-UserMenu-menu">
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
              <MenuItem
                id={SIGN_OUT_ID}
                textValue={signOutLabel}
                className="conf-UserMenu-item"
                data-sign-out
              >
                {signOutLabel}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        <form ref={formRef} method="post" action={signOut.action} hidden className="conf-UserMenu-signOut">
          <input type="hidden" name="authenticity_token" value={signOut.csrfToken} />
        </form>
      </div>
    </AriaRouter>
  );
}
