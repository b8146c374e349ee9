import type { Migration } from 'kysely/migration';
import * as catalog from './0001_catalog.ts';
import * as search from './0002_search.ts';
import * as accounts from './0003_accounts.ts';
import * as userActivity from './0004_user_activity.ts';
import * as userLinks from './0005_user_links.ts';
import * as liveOps from './0006_live_ops.ts';
import * as signInGuards from './0007_sign_in_guards.ts';
import * as programmes from './0008_programmes.ts';
import * as embedTokens from './0009_embed_tokens.ts';

/**
 * Every migration, by name, in the order they run (names sort in that order). Listed here rather
 * than read from the folder so that any bundler or test runner sees them. Add new ones at the end:
 * `'0002_accounts': accounts`. Never rename or edit one that has shipped.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_catalog': catalog,
  '0002_search': search,
  '0003_accounts': accounts,
  '0004_user_activity': userActivity,
  '0005_user_links': userLinks,
  '0006_live_ops': liveOps,
  '0007_sign_in_guards': signInGuards,
  '0008_programmes': programmes,
  '0009_embed_tokens': embedTokens,
};
