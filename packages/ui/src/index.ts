/**
 * @conf/ui: accessible, headless React components for the conference schedule, built on
 * react-aria-components. Every component works unstyled; import `@conf/ui/theme.css` for the
 * education theme. Components never fetch: they take data and callbacks.
 *
 * @packageDocumentation
 */

/** Hides content visually while keeping it for screen readers (react-aria-components). */
export { VisuallyHidden, type VisuallyHiddenProps } from 'react-aria-components';
/** Activity time and date, access badges and event type, in Central Time and the spec's wording. */
export { AccessBadges, type AccessBadgesProps } from './components/AccessBadges/index.ts';
/** A short inline label (count, status, "Featured"), coloured by `tone`. */
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/index.ts';
/** A pressable button with `primary`, `secondary` and `ghost` variants. */
export { Button, type ButtonProps, type ButtonVariant } from './components/Button/index.ts';
/** A surface grouping one item: result tile, detail panel; optional event-type accent. */
export { Card, type CardProps } from './components/Card/index.ts';
/** Centred, width-limited page content. */
export { Container, type ContainerProps, type ContainerSize } from './components/Container/index.ts';
/** "We encountered an error!" with the error message. */
export { ERROR_TITLE, ErrorMessage, type ErrorMessageProps } from './components/ErrorMessage/index.ts';
/** A date in Central Time (`Mar 9, 2026`) in a `<time>` element. */
export { EventDate, type EventDateProps } from './components/EventDate/index.ts';
/** An event's time range in Central Time (`9:30AM–10:30AM CT`) in a `<time>` element. */
export { EventTime, type EventTimeProps } from './components/EventTime/index.ts';
/** The event type label (panel shown as Session) with its accent in `data-accent`. */
export { EventTypeTag, type EventTypeTagProps } from './components/EventTypeTag/index.ts';
/** Links (router-aware through `UIRouterProvider`) and links that look like buttons. */
export {
  Link,
  LinkButton,
  type LinkButtonProps,
  type LinkProps,
  UIRouterProvider,
} from './components/Link/index.ts';
/** A modal dialog with a title and a close button; traps focus and returns it on close. */
export { Modal, type ModalProps } from './components/Modal/index.ts';
/** The page-not-found screen with a support mail link naming the url. */
export {
  type HeadingLevel,
  NOT_FOUND_MESSAGE,
  NotFound,
  type NotFoundProps,
  supportMailtoHref,
} from './components/NotFound/index.ts';
/** The frame of a page: skip link, header, main and footer landmarks. */
export { PageShell, type PageShellProps } from './components/PageShell/index.ts';
/** A link that lets keyboard users jump to the main content. */
export { SkipLink, type SkipLinkProps } from './components/SkipLink/index.ts';
/** Lays children out in a row or column with an even gap. */
export { Stack, type StackGap, type StackProps } from './components/Stack/index.ts';
/** Toast notifications: a queue, its region, and `useToast()` under a `ToastProvider`; 3 s by default. */
export {
  createToastQueue,
  type ShowToastOptions,
  showToast,
  type ToastApi,
  type ToastMessage,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  useToast,
} from './components/Toast/index.ts';
