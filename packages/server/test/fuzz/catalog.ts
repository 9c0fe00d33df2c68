// What the fuzzer knows of the schema, read from the database's catalog once the servers have migrated and seeded it
// (never a hand-kept list: a table, view, function or bucket added later is fuzzed without touching this file).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';

export type Column = { name: string; type: string };

export type Relation = {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  /** Up to a few values of each column as stored (the seed's rows), so filters and writes also hit real rows. */
  samples: Map<string, unknown[]>;
};

/** A foreign key of `public`: `from` (its columns) refers to `to`. Both ends can embed the other. */
export type ForeignKey = { name: string; from: string; fromColumns: string[]; to: string };

export type RpcFunction = { name: string; args: Column[] };

export type Catalog = {
  relations: Relation[];
  foreignKeys: ForeignKey[];
  functions: RpcFunction[];
  buckets: string[];
  /** Edge functions: the folders of supabase/functions that hold an index.ts. */
  edgeFunctions: string[];
};

const SAMPLES_PER_COLUMN = 3;

export async function readCatalog(sql: Sql, rootDir: string): Promise<Catalog> {
  const columns = await sql<{ relation: string; relkind: string; column: string; type: string }[]>`
    select c.relname as relation, c.relkind, a.attname as column, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'p', 'm') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`;
  const byName = new Map<string, Relation>();
  for (const row of columns) {
    let relation = byName.get(row.relation);
    if (!relation) {
      relation = {
        name: row.relation,
        kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
        columns: [],
        samples: new Map(),
      };
      byName.set(row.relation, relation);
    }
    relation.columns.push({ name: row.column, type: row.type });
  }
  for (const relation of byName.values()) {
    const rows = await sql.unsafe<Record<string, unknown>[]>(
      `select * from public.${quoteIdentifier(relation.name)} limit ${SAMPLES_PER_COLUMN}`,
    );
    for (const column of relation.columns) {
      const values = rows.map((row) => row[column.name]).filter((value) => value !== null && value !== undefined);
      relation.samples.set(column.name, values);
    }
  }

  const keys = await sql<{ name: string; from: string; to: string; columns: string[] }[]>`
    select con.conname as name, src.relname as from, dst.relname as to,
           array(select a.attname::text from unnest(con.conkey) k join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns
      from pg_catalog.pg_constraint con
      join pg_catalog.pg_class src on src.oid = con.conrelid
      join pg_catalog.pg_class dst on dst.oid = con.confrelid
      join pg_catalog.pg_namespace n on n.oid = src.relnamespace
      join pg_catalog.pg_namespace dn on dn.oid = dst.relnamespace
     where con.contype = 'f' and n.nspname = 'public' and dn.nspname = 'public'
     order by con.conname`;

  const functions = await sql<{ name: string; argNames: string[] | null; argTypes: string[] }[]>`
    select p.proname as name, p.proargnames as "argNames",
           array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) t) as "argTypes"
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'
     order by p.proname, p.oid`;

  const buckets = await sql<{ id: string }[]>`select id from storage.buckets order by id`;

  const functionsDir = path.join(rootDir, 'supabase', 'functions');
  const edgeFunctions = readdirSync(functionsDir)
    .filter((name) => !name.startsWith('_') && statSync(path.join(functionsDir, name)).isDirectory())
    .filter((name) => readdirSync(path.join(functionsDir, name)).includes('index.ts'))
    .sort();

  return {
    relations: [...byName.values()],
    foreignKeys: keys.map((key) => ({ name: key.name, from: key.from, fromColumns: key.columns, to: key.to })),
    functions: functions.map((fn) => ({
      name: fn.name,
      args: fn.argTypes.map((type, i) => ({ name: fn.argNames?.[i] || `arg${i + 1}`, type })),
    })),
    buckets: buckets.map((bucket) => bucket.id),
    edgeFunctions,
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
