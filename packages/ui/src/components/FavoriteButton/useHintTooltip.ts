import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** What {@link useHintTooltip} gives the trigger and its tooltip. */
export interface HintTooltip {
  /** Whether the tooltip is shown (render it only then, with `role="tooltip"` and `id`). */
  shown: boolean;
  /** The tooltip element's id. */
  id: string;
  /** Hides it (the trigger was pressed). */
  hide: () => void;
  /** Handlers and the description of the trigger. */
  triggerProps: {
    'aria-describedby': string | undefined;
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * A hint tooltip for one trigger, without an overlay library (one per tile in long lists): shown
 * after `delay` ms of mouse hover and at once on keyboard focus (not when the focus comes from a
 * click or a tap), hidden when the pointer leaves, on blur, on Escape and when the trigger is
 * pressed. While shown, the trigger is described by it (`aria-describedby`). The tooltip is placed
 * by CSS next to the trigger.
 */
export function useHintTooltip(delay: number): HintTooltip {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressing = useRef(false);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    shown,
    id,
    hide,
    triggerProps: {
      'aria-describedby': shown ? id : undefined,
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(timer.current);
        if (delay <= 0) setShown(true);
        else timer.current = setTimeout(() => setShown(true), delay);
      },
      onPointerLeave: hide,
      onPointerDown: () => {
        pressing.current = true;
        hide();
      },
      onFocus: () => {
        // Focus from a press is not a request for the hint; focus from the keyboard is.
        if (!pressing.current) setShown(true);
        pressing.current = false;
      },
      onBlur: () => {
        pressing.current = false;
        hide();
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          hide();
        }
      },
    },
  };
}
