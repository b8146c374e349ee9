import type { UserMenuProps } from '@conf/ui';
import { onDemand, useOnDemand } from './onDemand.ts';
import { usePressAfterLoad } from './usePressAfterLoad.ts';

const userMenu = onDemand(() => import('./userMenu.ts'));

/**
 * The user menu of @conf/ui, whose code (react-aria's menu and popover) loads when the user first
 * reaches for it: pointer over the button (fetched), a press (shown, and opened as pressed). Until
 * then, and on the server, it is the menu's own button with the same markup and classes.
 */
export function LazyUserMenu(props: UserMenuProps) {
  const [module, request] = useOnDemand(userMenu);
  const { slot, pressed } = usePressAfterLoad(module);

  if (module) {
    const { UserMenu } = module;
    return (
      <div ref={slot} style={{ display: 'contents' }}>
        <UserMenu {...props} />
      </div>
    );
  }
  return (
    <div ref={slot} style={{ display: 'contents' }}>
      <div className={['conf-UserMenu', props.className].filter(Boolean).join(' ')}>
        <button
          type="button"
          className="conf-Button conf-UserMenu-button"
          data-variant="ghost"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => void userMenu.load().catch(() => {})}
          onClick={() => {
            pressed();
            void request();
          }}
        >
          <span className="conf-UserMenu-name">{props.userName}</span>
          <svg
            viewBox="0 0 16 16"
            width={14}
            height={14}
            aria-hidden="true"
            className="conf-UserMenu-chevron"
          >
            <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
