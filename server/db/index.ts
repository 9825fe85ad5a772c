// The ledger's database connection: embedded PostgreSQL (PGlite) under DATA_DIR by default, a
// PostgreSQL server (node-postgres Pool) when DATABASE_URL is set. Both sit behind one small `Db`
// interface and share one schema and one set of SQL migrations (./migrations/*.sql), run at start
// under an advisory lock so several instances starting together migrate once. Every call is bounded in
// time (types.ts: DbTimeouts), so a database that stalls fails its callers quickly instead of hanging them.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { failFast } from './bounded.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { DEFAULT_DB_TIMEOUTS, type Db, type DbLog, type DbTimeouts } from './types.ts';

export { DEFAULT_DB_TIMEOUTS, type Db, type DbLog, type DbTimeouts, type Queryable, type TransactionOptions } from './types.ts';

export interface OpenOptions {
  /**
   * PostgreSQL schema to use instead of `public` (tests give each run its own). It must exist already
   * on a server; on PGlite it is created.
   */
  schema?: string;
  /** node-postgres pool size */
  poolSize?: number;
  /** bounds on each call (defaults: DEFAULT_DB_TIMEOUTS) */
  timeouts?: Partial<DbTimeouts>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
// Start-up work happens once, before any request, and may take far longer than a request may:
// migrations may wait for another instance's.
const STARTUP_PING_MS = 30_000;
const MIGRATION_TIMEOUT_MS = 120_000;

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, log?: DbLog, opts: OpenOptions = {}): Promise<Db> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) throw new Error('invalid schema name');
  const timeouts: DbTimeouts = { ...DEFAULT_DB_TIMEOUTS, ...opts.timeouts };
  const backend = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { schema: opts.schema, poolSize: opts.poolSize, timeouts, log })
    : await openPglite(config.DATA_DIR, { schema: opts.schema, timeouts, log });
  const db = failFast(backend, timeouts.failFastMs);
  try {
    // Bounded, so a server that stalls at start stops the start with a message; but with more room
    // than a request gets, for a start on a busy machine (several instances starting, a first initdb).
    await db.ping({ timeoutMs: STARTUP_PING_MS });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  log?.info({ db: db.kind, schema: opts.schema ?? 'public' }, 'booking ledger database opened');
  return db;
}

const MIGRATIONS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');
// Any fixed 64-bit number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 724_310_117;

/**
 * Applies the migrations not yet applied, in file-name order, each recorded in schema_migrations.
 * All of it runs in one transaction holding an advisory lock: a second instance starting at the same
 * moment waits, then finds nothing left to do.
 */
export async function migrate(db: Db, log?: DbLog): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
      );
      const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      for (const file of files) {
        if (done.has(file)) continue;
        await tx.exec(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        applied.push(file);
      }
    },
    { timeoutMs: MIGRATION_TIMEOUT_MS },
  );
  if (applied.length) log?.info({ migrations: applied }, 'booking ledger migrated');
  return applied;
}
