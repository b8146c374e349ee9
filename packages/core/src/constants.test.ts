import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants (spec sections 5 and 9)', () => {
  it('match the spec', () => {
    expect(constants).toMatchObject({
      SUGGESTION_MIN_LENGTH: 2,
      SUGGESTION_DEBOUNCE_MS: 200,
      SUGGESTION_BLUR_DELAY_MS: 100,
      MAX_HIGHLIGHT_SNIPPETS: 3,
      SUGGESTION_THUMBNAIL_PX: 48,
      CONTRIBUTOR_PAGE_SIZE: 60,
      FILTER_PAGE_SIZE: 15,
      FILTER_PAGE_BUTTONS: 5,
      CREDENTIAL_FILTERS: ['innovation', 'film', 'music'],
      TOAST_TIMEOUT_MS: 3000,
      ANALYTICS_FLUSH_MS: 3000,
      BIO_PREVIEW_WORDS: 16,
      KIOSK_SCROLL_INTERVAL_MS: 20_000,
      INTERESTED_COLLAPSED_COUNT: 3,
      INTERESTED_EXPANDED_COUNT: 60,
      INTERESTED_OTHERS_THRESHOLD: 2,
      NAV_BREAKPOINT_PX: 768,
      RESIZE_DEBOUNCE_MS: 300,
      SCROLL_MEMORY_MAX_ENTRIES: 50,
      LANDING_YEAR: 2026,
    });
  });
});
