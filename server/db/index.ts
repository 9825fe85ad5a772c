// The ledger's database connection: embedded PostgreSQL (PGlite) under DATA_DIR by default, a
// PostgreSQL server (node-postgres Pool) when DATABASE_URL is set. Both sit behind one small `Db`
// interface and share one schema and one set of SQL migrations (./migrations/*.sql), run at start
// under an advisory lock so several instances starting together migrate once.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The parts of the logger the database layer uses (pino / Fastify's logger fit). */
export interface DbLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface OpenOptions {
  /**
   * PostgreSQL schema to use instead of `public` (tests give each run its own). It must exist already
   * on a server; on PGlite it is created.
   */
  schema?: string;
  /** node-postgres pool size */
  poolSize?: number;
}

// OIDs of the types whose default JS mapping does not suit the ledger.
const DATE_OID = 1082; // keep `yyyy-MM-dd` as text: a JS Date would shift it by the server's time zone
const NUMERIC_OID = 1700; // money amounts come back as numbers, not strings
const INT8_OID = 20; // count(*) and friends

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, log?: DbLog, opts: OpenOptions = {}): Promise<Db> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) throw new Error('invalid schema name');
  const db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, opts) : await openPglite(config.DATA_DIR, opts);
  await db.ping();
  log?.info({ db: db.kind, schema: opts.schema ?? 'public' }, 'booking ledger database opened');
  return db;
}

function openPostgres(connectionString: string, opts: OpenOptions): Db {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === NUMERIC_OID || oid === INT8_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({
    connectionString,
    max: opts.poolSize ?? 10,
    types: types as pg.CustomTypesConfig,
    // search_path as a startup option applies to every pooled connection, not just the first.
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params as unknown[] | undefined);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, opts: OpenOptions): Promise<Db> {
  let location: string;
  if (dataDir === ':memory:') {
    location = 'memory://';
  } else {
    location = join(dataDir, 'ledger');
    await mkdir(location, { recursive: true });
  }
  const pgl = new PGlite(location, {
    parsers: {
      [DATE_OID]: (v: string) => v,
      [NUMERIC_OID]: (v: string) => Number(v),
      [INT8_OID]: (v: string) => Number(v),
    },
  });
  await pgl.waitReady;
  if (opts.schema) {
    // PGlite is a single connection, so a session-level search_path covers every later query.
    await pgl.exec(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}; SET search_path TO ${opts.schema};`);
  }

  type PgliteLike = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (c: PgliteLike): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query<T>(sql, params);
      return { rows: r.rows };
    },
    async exec(sql: string) {
      await c.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pgl),
    // PGlite serialises transactions itself: other queries wait while one runs, so a transaction
    // must never span a slow call (none in the ledger does; provider calls happen outside them).
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pgl.transaction((tx) => fn(wrap(tx as unknown as PgliteLike)));
    },
    async ping() {
      await pgl.query('SELECT 1');
    },
    async close() {
      if (!pgl.closed) await pgl.close();
    },
  };
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
  await db.transaction(async (tx) => {
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
  });
  if (applied.length) log?.info({ migrations: applied }, 'booking ledger migrated');
  return applied;
}
