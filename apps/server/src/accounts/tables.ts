import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * The account tables as Kysely sees them (migrations 0003_accounts, 0007_sign_in_guards and 0009_embed_tokens are
 * the source of truth). They are added to the catalogue's `DB` with `withTables`, so the accounts code stays out
 * of the shared schema.
 */

/** `timestamptz` written by the database (`now()`) or as an ISO string, read as a Date. */
type Timestamp = ColumnType<Date, string | undefined, string>;

export const ROLES = ['attendee', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface UsersTable {
  id: Generated<number>;
  /** The public id of the user (page markup, analytics, who's interested). */
  uid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
  /** `scrypt$…` (see passwords.ts); null for accounts that only sign in through OpenID Connect. */
  password_hash: string | null;
  roles: ColumnType<Role[], Role[] | undefined, Role[]>;
  /** Whether the user appears by name in "who's interested" lists (off unless they turn it on). */
  show_in_interested: Generated<boolean>;
  /** The user's entry in the attendee directory, when they have one. */
  attendee_uid: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdentitiesTable {
  /** The OpenID Connect issuer URL. */
  provider: string;
  /** The `sub` claim. */
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id the cookie carries. */
  id_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, string, string>;
}

export interface OidcLoginsTable {
  id_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  origin: string;
  expires_at: ColumnType<Date, string, string>;
}

export interface AuthThrottleTable {
  key: string;
  count: number;
  window_start: ColumnType<Date, string, string>;
}

/** Failed sign-ins of one account from one client address (migration 0007_sign_in_guards). */
export interface SignInFailuresTable {
  /** The normalized email the form named (known account or not). */
  account: string;
  address: string;
  failures: number;
  last_failure_at: ColumnType<Date, string, string>;
  next_attempt_at: ColumnType<Date, string, string>;
}

/** Favorites tokens of embedding sites (migration 0009_embed_tokens). */
export interface EmbedTokensTable {
  /** SHA-256 (hex) of the token the embed sends as a bearer token. */
  id_hash: string;
  user_id: number;
  /** The EMBED_ORIGINS site the token was handed to. */
  origin: string;
  scope: 'favorites';
  created_at: Timestamp;
  expires_at: ColumnType<Date, string, string>;
  revoked_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** A type alias, not an interface: `withTables` needs an index-signature-compatible type. */
export type AccountTables = {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  oidc_logins: OidcLoginsTable;
  auth_throttle: AuthThrottleTable;
  sign_in_failures: SignInFailuresTable;
  embed_tokens: EmbedTokensTable;
};

export type AccountsDB = DB & AccountTables;

/** The query builder with the account tables. */
export function accountsDb(db: Database): Kysely<AccountsDB> {
  return db.kysely.withTables<AccountTables>();
}
