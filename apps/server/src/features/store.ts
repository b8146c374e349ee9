import { FEATURE_FLAGS, type FeatureFlag, type Features } from '@conf/core';
import { type ColumnType, type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * The feature flags in force, live: the server's configured defaults (DEFAULT_FEATURES overridden by
 * FEATURES) under the flags an admin stored in `feature_flags` (migration 0006_live_ops). An admin's
 * change wins over FEATURES until the row is removed. Every instance holds the flags in memory and
 * reloads them when the database NOTIFYs {@link FEATURES_CHANNEL}, so a change reaches every
 * instance without a restart, and reloads them when its LISTEN connection comes back after a loss
 * (a notification sent meanwhile is lost). A reload every {@link REFRESH_MS} as well is a last safety
 * net (e.g. a database failover that loses notifications without dropping the connection).
 */
export const FEATURES_CHANNEL = 'features_changed';
/** Safety-net reload interval, in ms. */
export const REFRESH_MS = 60_000;

interface FeatureFlagsTable {
  key: FeatureFlag;
  value: boolean;
  updated_at: ColumnType<Date, string | undefined, string>;
  updated_by: number | null;
}

type FeatureTables = { feature_flags: FeatureFlagsTable };

function featuresDb(kysely: Kysely<DB>): Kysely<DB & FeatureTables> {
  return kysely.withTables<FeatureTables>();
}

/** The defaults with the stored flags on top (unknown keys ignored). */
export function mergeFlags(defaults: Features, stored: readonly { key: string; value: boolean }[]): Features {
  const merged: Record<FeatureFlag, boolean> = { ...defaults };
  for (const row of stored) {
    if ((FEATURE_FLAGS as readonly string[]).includes(row.key)) merged[row.key as FeatureFlag] = row.value;
  }
  return merged;
}

/** What {@link FeatureStore} offers the routes: the flags of this moment. */
export interface LiveFeatures {
  current(): Features;
}

export class FeatureStore implements LiveFeatures {
  #flags: Features;
  #unlisten: (() => Promise<void>) | null = null;
  #timer: NodeJS.Timeout | null = null;
  #started = 0;
  #applied = 0;

  private constructor(
    private readonly db: Database,
    private readonly defaults: Features,
    private readonly logger: Logger,
  ) {
    this.#flags = defaults;
  }

  /** Loads the flags and listens for changes made by any instance. */
  static async start(opts: { db: Database; defaults: Features; logger: Logger }): Promise<FeatureStore> {
    const store = new FeatureStore(opts.db, opts.defaults, opts.logger);
    const reload = () => {
      store.reload().catch((error) => store.logger.error({ err: error }, 'reloading feature flags failed'));
    };
    // A change NOTIFYed while the listener was reconnecting is read on resuming.
    store.#unlisten = await opts.db.listen(FEATURES_CHANNEL, reload, reload);
    await store.reload();
    store.#timer = setInterval(() => {
      store.reload().catch((error) => store.logger.warn({ err: error }, 'reloading feature flags failed'));
    }, REFRESH_MS);
    store.#timer.unref();
    return store;
  }

  current(): Features {
    return this.#flags;
  }

  /** Reads the stored flags again (of overlapping reloads, the one started last wins). */
  async reload(): Promise<Features> {
    this.#started += 1;
    const started = this.#started;
    const rows = await featuresDb(this.db.kysely)
      .selectFrom('feature_flags')
      .select(['key', 'value'])
      .execute();
    if (started > this.#applied) {
      this.#applied = started;
      this.#flags = mergeFlags(this.defaults, rows);
    }
    return this.#flags;
  }

  /**
   * Stores all flags (an admin's PUT) and tells every instance, in one transaction (the NOTIFY is
   * delivered at commit). Answers the flags now in force.
   */
  async replace(flags: Features, userId: number | null): Promise<Features> {
    const now = new Date().toISOString();
    await featuresDb(this.db.kysely)
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('feature_flags')
          .values(
            FEATURE_FLAGS.map((key) => ({ key, value: flags[key], updated_at: now, updated_by: userId })),
          )
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              updated_at: eb.ref('excluded.updated_at'),
              updated_by: eb.ref('excluded.updated_by'),
            })),
          )
          .execute();
        await sql`select pg_notify(${FEATURES_CHANNEL}, ${now})`.execute(trx);
      });
    return this.reload();
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#unlisten?.();
    this.#unlisten = null;
  }
}
