import type { NavMenuProps } from '@conf/ui';
import { useId } from 'react';
import { onDemand, useOnDemand } from './onDemand.ts';
import { usePressAfterLoad } from './usePressAfterLoad.ts';

const navMenu = onDemand(() => import('./navMenu.ts'));

/**
 * The primary navigation menu of @conf/ui (NavMenu), whose code (react-aria's disclosures and
 * buttons) loads when the visitor first reaches for it: pointer over or focus on the toggle
 * (fetched), a press (shown, and opened as pressed, the focus on its toggle). Until then, and on
 * the server, it is the closed menu: the same navigation landmark and toggle button, with the
 * same markup and classes; the toggle controls an empty hidden panel (the entries are hidden while
 * closed, so they come with the code).
 */
export function LazyNavMenu(props: NavMenuProps) {
  const [module, request] = useOnDemand(navMenu);
  const { slot, pressed } = usePressAfterLoad(module);
  const toggleId = useId();
  const panelId = useId();

  if (module) {
    const { NavMenu } = module;
    return (
      <div ref={slot} style={{ display: 'contents' }}>
        <NavMenu {...props} />
      </div>
    );
  }
  const fetchCode = () => void navMenu.load().catch(() => {});
  const { label = 'Main', toggleLabel = 'Menu', className } = props;
  return (
    <div ref={slot} style={{ display: 'contents' }}>
      <nav
        aria-label={label}
        className={['conf-NavMenu', className].filter(Boolean).join(' ')}
        data-layout="narrow"
        data-stand-in=""
      >
        <div className="conf-NavMenu-disclosure">
          <button
            id={toggleId}
            type="button"
            className="conf-Button conf-NavMenu-toggle"
            data-variant="ghost"
            aria-expanded={false}
            aria-controls={panelId}
            onPointerEnter={fetchCode}
            onFocus={fetchCode}
            onClick={() => {
              pressed();
              void request();
            }}
          >
            {toggleLabel}
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: the same group as the menu's own DisclosurePanel. */}
          <div id={panelId} className="conf-NavMenu-panel" role="group" aria-labelledby={toggleId} hidden />
        </div>
      </nav>
    </div>
  );
}
