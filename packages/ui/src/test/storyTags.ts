/**
 * The tag of a story that checks behaviour (typing, clicking, keys) rather than showing a state:
 * .storybook/main.ts leaves it out of docs pages and the sidebar's default view, the story tests
 * still run it (decision 0023, "Stories as named"). Story files write it as the literal
 * `tags: ['test-only']`: Storybook's indexer reads tags as string literals only.
 */
export const TEST_ONLY = 'test-only';
