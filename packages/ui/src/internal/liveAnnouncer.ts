/**
 * Removes the messages left in react-aria's live announcer (`[data-live-announcer]`, one per page).
 *
 * A react-aria `Button` whose `isPending` changes while focused announces itself with an element
 * `aria-labelledby` the button. Those messages stay 7 s; when stories run one after another in one
 * page, the next story's axe check finds them pointing at a button that is gone (`role-img-alt`).
 * Stories that press pending buttons call this in `beforeEach`. Not for production code.
 */
export function clearLiveAnnouncements(doc: Document = document): void {
  for (const message of doc.querySelectorAll('[data-live-announcer] [aria-labelledby]')) message.remove();
}
