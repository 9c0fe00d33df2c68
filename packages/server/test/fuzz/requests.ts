// The requests the fuzzer sends, generated from the catalog: REST reads and writes of every table and view (select
// with columns, embeds known and unknown, hints and spreads; every filter operator; order, limit, offset; Prefer,
// Range, Accept and the profile headers; HEAD), RPC calls, auth, storage and edge functions; each path in one of
// several encodings, each request as a visitor, a learner, a staff member or with a forged token.
import fc from 'fast-check';
import type { Catalog, Column, Relation } from './catalog.ts';
import { anyText, jsonFor, strangeText, textFor } from './values.ts';

export type Caller = 'anon' | 'learner' | 'staff' | 'forged';

/** How the path is spelled on the wire; the server must treat every spelling alike (or refuse it with a 4xx). */
export type PathEncoding =
  | { kind: 'plain' }
  | { kind: 'percent'; at: number; upper: boolean }
  | { kind: 'double-slash'; at: number }
  | { kind: 'dot-segment'; at: number; encoded: boolean }
  | { kind: 'trailing-slash' };

export type FuzzRequest = {
  area: 'rest' | 'rpc' | 'auth' | 'storage' | 'functions';
  caller: Caller;
  method: string;
  /** The path as meant, before its encoding (segments already percent-encoded where they need it). */
  path: string;
  encoding: PathEncoding;
  /** Query parameters, each name and value as text (encoded when sent). */
  query: [string, string][];
  headers: Record<string, string>;
  /** Text of the body, or bytes given as base64 (`base64:` prefix) for uploads. */
  body?: string;
};

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;

const callerArb: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('anon'), weight: 3 },
  { arbitrary: fc.constant<Caller>('learner'), weight: 3 },
  { arbitrary: fc.constant<Caller>('staff'), weight: 3 },
  { arbitrary: fc.constant<Caller>('forged'), weight: 1 },
);

const encodingArb: fc.Arbitrary<PathEncoding> = fc.oneof(
  { arbitrary: fc.constant<PathEncoding>({ kind: 'plain' }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('percent' as const), at: fc.nat(), upper: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('double-slash' as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('dot-segment' as const), at: fc.nat(), encoded: fc.boolean() }), weight: 1 },
  { arbitrary: fc.constant<PathEncoding>({ kind: 'trailing-slash' }), weight: 1 },
);

/** The path spelled with this encoding (deterministic, so a shrunk request replays the same bytes). */
export function encodePath(path: string, encoding: PathEncoding): string {
  switch (encoding.kind) {
    case 'plain':
      return path;
    case 'percent': {
      // One letter of the path as its %XX escape.
      const letters = [...path.matchAll(/[a-z]/gi)].map((m) => m.index);
      if (!letters.length) return path;
      const at = letters[encoding.at % letters.length]!;
      const hex = path.charCodeAt(at).toString(16);
      return `${path.slice(0, at)}%${encoding.upper ? hex.toUpperCase() : hex}${path.slice(at + 1)}`;
    }
    case 'double-slash': {
      const slashes = [...path.matchAll(/\//g)].map((m) => m.index).filter((i) => i > 0);
      if (!slashes.length) return path;
      const at = slashes[encoding.at % slashes.length]!;
      return `${path.slice(0, at)}/${path.slice(at)}`;
    }
    case 'dot-segment': {
      // `/a/b` becomes `/a/x/../b` (or with `%2e%2e`): the same resource once dot segments are removed.
      const slashes = [...path.matchAll(/\//g)].map((m) => m.index).filter((i) => i > 0);
      if (!slashes.length) return path;
      const at = slashes[encoding.at % slashes.length]!;
      return `${path.slice(0, at)}/x/${encoding.encoded ? '%2e%2e' : '..'}${path.slice(at)}`;
    }
    case 'trailing-slash':
      return `${path}/`;
  }
}

const pick = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);
const segment = (text: string) => encodeURIComponent(text);

/** What a select, a filter or an order may name in a relation: its columns, mostly, and sometimes one it has not. */
function columnName(relation: Relation): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: pick(relation.columns.map((c) => c.name)), weight: 8 },
    { arbitrary: fc.constantFrom('nope', 'ID', 'id;drop', '"id"', ''), weight: 1 },
  );
}

export class RequestGenerator {
  private readonly catalog: Catalog;
  private readonly relations: Relation[];
  private readonly tables: Relation[];
  private readonly byName: Map<string, Relation>;
  /** The ids of the signed-in accounts: their own rows and storage folders. */
  private readonly ownIds: string[];

  constructor(catalog: Catalog, ownIds: string[]) {
    this.catalog = catalog;
    this.relations = catalog.relations;
    this.tables = catalog.relations.filter((r) => r.kind === 'table');
    this.byName = new Map(catalog.relations.map((r) => [r.name, r]));
    this.ownIds = ownIds;
  }

  /** One request of any area, REST (the largest surface, and the one with two answering paths) most often. */
  request(): fc.Arbitrary<FuzzRequest> {
    return fc.oneof(
      { arbitrary: this.restRead(), weight: 8 },
      { arbitrary: this.restWrite(), weight: 4 },
      { arbitrary: this.rpc(), weight: 2 },
      { arbitrary: this.auth(), weight: 2 },
      { arbitrary: this.storage(), weight: 2 },
      { arbitrary: this.edgeFunction(), weight: 1 },
    );
  }

  // ---- REST ----

  private relationNamed(): fc.Arbitrary<Relation> {
    return pick(this.relations);
  }

  /** Relations this one can embed through a foreign key, with the key's name and column (the hints). */
  private embeddable(relation: Relation): { target: string; hints: string[] }[] {
    const found: { target: string; hints: string[] }[] = [];
    for (const key of this.catalog.foreignKeys) {
      if (key.from === relation.name) found.push({ target: key.to, hints: [key.name, ...key.fromColumns] });
      if (key.to === relation.name) found.push({ target: key.from, hints: [key.name, ...key.fromColumns] });
    }
    return found;
  }

  private selectItem(relation: Relation, depth: number): fc.Arbitrary<string> {
    const column = columnName(relation);
    const embeds = this.embeddable(relation);
    const items: fc.WeightedArbitrary<string>[] = [
      { arbitrary: column, weight: 8 },
      { arbitrary: fc.constant('*'), weight: 2 },
      { arbitrary: fc.tuple(pick(['a', 'x_1', 'Alias']), column).map(([alias, c]) => `${alias}:${c}`), weight: 1 },
      { arbitrary: fc.tuple(column, pick(['text', 'int', 'json', 'nope'])).map(([c, cast]) => `${c}::${cast}`), weight: 1 },
      { arbitrary: fc.tuple(column, pick(['->', '->>']), pick(['a', '0', 'name'])).map(([c, op, key]) => `${c}${op}${key}`), weight: 1 },
      { arbitrary: pick(['count()', 'id.count()', 'nope()', '...', '!', '()', ',']), weight: 1 },
    ];
    if (depth < 2) {
      const inner = (target: Relation) => this.selectList(target, depth + 1);
      // An embed it knows (through a foreign key), with or without a hint, spread or inner-joined.
      if (embeds.length) {
        items.push({
          arbitrary: pick(embeds).chain(({ target, hints }) =>
            fc
              .tuple(
                inner(this.byName.get(target)!),
                fc.option(fc.oneof(pick(hints), pick(['inner', 'left', 'nope_fkey'])), { nil: undefined }),
                pick(['', '', '...', 'alias:']),
              )
              .map(([list, hint, prefix]) => `${prefix}${target}${hint ? `!${hint}` : ''}(${list})`),
          ),
          weight: 4,
        });
      }
      // An embed of an unrelated relation, of one that does not exist, or a spread of either.
      items.push({
        arbitrary: fc
          .tuple(fc.oneof(this.relationNamed(), fc.constant(undefined)), pick(['', '...']), fc.option(pick(['nope', 'inner'])))
          .chain(([target, prefix, hint]) =>
            (target ? inner(target) : fc.constant('id')).map((list) => `${prefix}${target?.name ?? 'x'}${hint ? `!${hint}` : ''}(${list})`),
          ),
        weight: 2,
      });
    }
    return fc.oneof(...items);
  }

  private selectList(relation: Relation, depth = 0): fc.Arbitrary<string> {
    return fc.array(this.selectItem(relation, depth), { minLength: 1, maxLength: depth ? 2 : 4 }).map((items) => items.join(','));
  }

  /** A filter's text after the column: `op.value`, with the value shaped as the operator takes it. */
  private filterValue(column: Column | undefined, samples: unknown[]): fc.Arbitrary<string> {
    const value = column ? textFor(column.type, samples) : fc.oneof(anyText, strangeText);
    const quoted = value.map((v) => (Math.abs(v.length % 3) === 0 ? `"${v.replaceAll('"', '\\"')}"` : v));
    const list = fc.array(quoted, { maxLength: 4 }).map((values) => values.join(','));
    const operation = pick(OPERATORS).chain((op): fc.Arbitrary<string> => {
      if (op === 'in') return list.map((l) => `in.(${l})`);
      if (op === 'is') return pick(['null', 'not_null', 'true', 'false', 'unknown', 'nope', '']).map((v) => `is.${v}`);
      if (op.endsWith('fts'))
        return fc.tuple(fc.option(pick(['english', 'simple', 'nope'])), value).map(([lang, v]) => `${op}${lang ? `(${lang})` : ''}.${v}`);
      if (['cs', 'cd', 'ov'].includes(op))
        return fc.oneof(
          list.map((l) => `${op}.{${l}}`),
          value.map((v) => `${op}.${v}`),
        );
      if (['sl', 'sr', 'nxr', 'nxl', 'adj'].includes(op))
        return fc.oneof(pick(['[1,10]', '(1,10)', 'nope']), value).map((v) => `${op}.${v}`);
      return fc.oneof(
        { arbitrary: value.map((v) => `${op}.${v}`), weight: 6 },
        { arbitrary: fc.tuple(pick(['any', 'all']), list).map(([m, l]) => `${op}(${m}).{${l}}`), weight: 1 },
      );
    });
    return fc.oneof(
      { arbitrary: operation, weight: 8 },
      { arbitrary: operation.map((o) => `not.${o}`), weight: 1 },
      { arbitrary: fc.oneof(value, pick(['nope.1', 'eq', '.', ''])), weight: 1 },
    );
  }

  private filter(relation: Relation): fc.Arbitrary<[string, string]> {
    const columnFilter = pick(relation.columns).chain((column) =>
      this.filterValue(column, relation.samples.get(column.name) ?? []).map((v): [string, string] => [column.name, v]),
    );
    const unknownColumn = fc.tuple(pick(['nope', 'x.y', '']), this.filterValue(undefined, [])).map(([c, v]): [string, string] => [c, v]);
    // `or=(a.eq.1,b.is.null)`, `and=(...)`, `not.or=(...)`: the values as they appear inside a logical tree.
    const logical = fc
      .tuple(
        pick(['or', 'and', 'not.or', 'not.and']),
        fc.array(
          pick(relation.columns).chain((column) =>
            this.filterValue(column, relation.samples.get(column.name) ?? []).map((v) => `${column.name}.${v}`),
          ),
          { minLength: 1, maxLength: 3 },
        ),
      )
      .map(([name, parts]): [string, string] => [name, `(${parts.join(',')})`]);
    const embedded = this.embeddable(relation).length
      ? pick(this.embeddable(relation)).chain(({ target }) => {
          const other = this.byName.get(target)!;
          return fc.oneof(
            pick(other.columns).chain((c) => this.filterValue(c, []).map((v): [string, string] => [`${target}.${c.name}`, v])),
            fc
              .tuple(pick(['order', 'limit', 'offset']), fc.oneof(pick(other.columns.map((c) => c.name)), pick(['1', '-1', 'x'])))
              .map(([k, v]): [string, string] => [`${target}.${k}`, v]),
            fc.constant<[string, string]>([target, 'not.is.null']),
          );
        })
      : columnFilter;
    return fc.oneof(
      { arbitrary: columnFilter, weight: 8 },
      { arbitrary: logical, weight: 2 },
      { arbitrary: embedded, weight: 1 },
      { arbitrary: unknownColumn, weight: 1 },
    );
  }

  private order(relation: Relation): fc.Arbitrary<string> {
    const term = fc
      .tuple(columnName(relation), pick(['', '.asc', '.desc', '.nope']), pick(['', '', '.nullsfirst', '.nullslast']))
      .map(([c, direction, nulls]) => `${c}${direction}${nulls}`);
    return fc.array(term, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(','));
  }

  private count(): fc.Arbitrary<string> {
    return fc.oneof(
      pick(['0', '1', '2', '5', '10', '1000', '1001', '-1', 'x', '', '1.5', '99999999999999999999']),
      fc.nat(2000).map(String),
    );
  }

  private readHeaders(profileHeader: 'accept-profile' | 'content-profile'): fc.Arbitrary<Record<string, string>> {
    return fc
      .record(
        {
          prefer: fc
            .array(
              pick([
                'count=exact',
                'count=planned',
                'count=estimated',
                'return=representation',
                'return=minimal',
                'return=headers-only',
                'resolution=merge-duplicates',
                'resolution=ignore-duplicates',
                'missing=default',
                'handling=strict',
                'handling=lenient',
                'tx=rollback',
                'tx=commit',
                'max-affected=1',
                'nope=1',
                'timezone=UTC',
                'timezone=Nowhere/Nope',
              ]),
              { minLength: 1, maxLength: 3 },
            )
            .map((p) => p.join(', ')),
          range: pick(['0-9', '0-0', '5-', '10-2', 'x', '0-99999999999', 'items=0-1']),
          'range-unit': pick(['items', 'bytes', 'nope']),
          accept: pick([
            'application/json',
            '*/*',
            'application/vnd.pgrst.object+json',
            'application/vnd.pgrst.object',
            'text/csv',
            'application/geo+json',
            'application/vnd.pgrst.plan+json',
            'text/html',
            'nope',
          ]),
          [profileHeader]: pick(['public', 'storage', 'auth', 'graphql_public', 'pg_catalog', 'nope', '']),
        },
        { requiredKeys: [] },
      )
      .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>);
  }

  /** A REST read: mostly in the shape the plain path answers (so both paths are compared), often in any other. */
  restRead(): fc.Arbitrary<FuzzRequest> {
    return this.relationNamed().chain((relation) =>
      fc
        .record({
          caller: callerArb,
          method: fc.oneof({ arbitrary: fc.constant('GET'), weight: 6 }, { arbitrary: fc.constant('HEAD'), weight: 1 }),
          encoding: encodingArb,
          select: fc.option(
            fc.oneof(
              {
                arbitrary: fc
                  .subarray(
                    relation.columns.map((c) => c.name),
                    { minLength: 1 },
                  )
                  .map((cs) => cs.join(',')),
                weight: 3,
              },
              { arbitrary: fc.constant('*'), weight: 1 },
              { arbitrary: this.selectList(relation), weight: 3 },
            ),
            { freq: 8 },
          ),
          filters: fc.array(this.filter(relation), { maxLength: 3 }),
          order: fc.option(this.order(relation), { freq: 2 }),
          limit: fc.option(this.count(), { freq: 2 }),
          offset: fc.option(this.count(), { freq: 4 }),
          headers: fc.oneof({ arbitrary: fc.constant({}), weight: 2 }, { arbitrary: this.readHeaders('accept-profile'), weight: 1 }),
        })
        .map((r): FuzzRequest => {
          const query: [string, string][] = [];
          if (r.select !== null) query.push(['select', r.select]);
          query.push(...r.filters);
          if (r.order !== null) query.push(['order', r.order]);
          if (r.limit !== null) query.push(['limit', r.limit]);
          if (r.offset !== null) query.push(['offset', r.offset]);
          return {
            area: 'rest',
            caller: r.caller,
            method: r.method,
            path: `/rest/v1/${relation.name}`,
            encoding: r.encoding,
            query,
            headers: r.headers,
          };
        }),
    );
  }

  private row(relation: Relation): fc.Arbitrary<Record<string, unknown>> {
    const entries = relation.columns.map((column) => [column.name, jsonFor(column.type, relation.samples.get(column.name) ?? [])] as const);
    return fc
      .tuple(
        fc.record(Object.fromEntries(entries), { requiredKeys: [] }),
        fc.option(fc.tuple(pick(['nope', '', 'id ']), anyText), { freq: 6 }),
      )
      .map(([row, extra]) => (extra ? { ...row, [extra[0]]: extra[1] } : row));
  }

  private writeBody(relation: Relation): fc.Arbitrary<string> {
    return fc.oneof(
      { arbitrary: this.row(relation).map((row) => JSON.stringify(row)), weight: 6 },
      { arbitrary: fc.array(this.row(relation), { maxLength: 3 }).map((rows) => JSON.stringify(rows)), weight: 2 },
      { arbitrary: fc.oneof(pick(['', '{', 'null', '[]', '"x"', '1', '[1]', '{"a":{"b":[]}}']), strangeText), weight: 1 },
    );
  }

  /** Inserts and upserts (the plain path answers some upserts), updates and deletes of every table. */
  restWrite(): fc.Arbitrary<FuzzRequest> {
    const relations = this.tables.length ? this.tables : this.relations;
    return pick(relations).chain((relation) =>
      fc
        .record({
          caller: callerArb,
          method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 4 }, { arbitrary: pick(['PATCH', 'DELETE', 'PUT']), weight: 2 }),
          encoding: encodingArb,
          body: this.writeBody(relation),
          onConflict: fc.option(
            fc
              .subarray(
                relation.columns.map((c) => c.name),
                { minLength: 1, maxLength: Math.min(2, relation.columns.length) },
              )
              .map((c) => c.join(',')),
            {
              freq: 2,
            },
          ),
          columns: fc.option(
            fc
              .subarray(
                relation.columns.map((c) => c.name),
                { minLength: 1 },
              )
              .map((c) => c.join(',')),
            { freq: 6 },
          ),
          select: fc.option(this.selectList(relation), { freq: 4 }),
          filters: fc.array(this.filter(relation), { minLength: 1, maxLength: 2 }),
          headers: fc.oneof(
            {
              arbitrary: pick(['return=representation', 'resolution=merge-duplicates,return=representation', 'return=minimal']).map(
                (prefer) => ({ prefer }),
              ),
              weight: 3,
            },
            { arbitrary: this.readHeaders('content-profile'), weight: 1 },
          ),
          contentType: pick(['application/json', 'application/json', 'text/csv', 'application/x-www-form-urlencoded', 'nope']),
        })
        .map((r): FuzzRequest => {
          const query: [string, string][] = [];
          if (r.method === 'POST' && r.onConflict) query.push(['on_conflict', r.onConflict]);
          if (r.columns) query.push(['columns', r.columns]);
          if (r.select) query.push(['select', r.select]);
          // Updates and deletes always carry a filter: the data the other requests read is not wiped in one go.
          if (r.method !== 'POST') query.push(...r.filters);
          return {
            area: 'rest',
            caller: r.caller,
            method: r.method,
            path: `/rest/v1/${relation.name}`,
            encoding: r.encoding,
            query,
            headers: { ...r.headers, 'content-type': r.contentType },
            body: r.method === 'DELETE' ? undefined : r.body,
          };
        }),
    );
  }

  /** RPC: every function of `public`, with arguments of the right and wrong types, by GET and POST; one that does not exist. */
  rpc(): fc.Arbitrary<FuzzRequest> {
    const functions = [...this.catalog.functions, { name: 'nope', args: [{ name: 'x', type: 'text' }] }];
    return pick(functions).chain((fn) =>
      fc
        .record({
          caller: callerArb,
          method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 3 }, { arbitrary: pick(['GET', 'HEAD']), weight: 1 }),
          encoding: encodingArb,
          args: fc.record(Object.fromEntries(fn.args.map((a) => [a.name, jsonFor(a.type)])), { requiredKeys: [] }),
          textArgs: fc.record(Object.fromEntries(fn.args.map((a) => [a.name, textFor(a.type)])), { requiredKeys: [] }),
          headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: this.readHeaders('content-profile'), weight: 1 }),
        })
        .map((r): FuzzRequest => {
          const get = r.method !== 'POST';
          return {
            area: 'rpc',
            caller: r.caller,
            method: r.method,
            path: `/rest/v1/rpc/${fn.name}`,
            encoding: r.encoding,
            query: get ? Object.entries(r.textArgs).filter((entry): entry is [string, string] => entry[1] !== undefined) : [],
            headers: get ? r.headers : { ...r.headers, 'content-type': 'application/json' },
            body: get ? undefined : JSON.stringify(r.args),
          };
        }),
    );
  }

  // ---- auth, storage, functions ----

  private email(): fc.Arbitrary<string> {
    return fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `fuzz-${local}@example.com`), weight: 4 },
      { arbitrary: pick(['learner@fuzz.test', 'staff@fuzz.test', 'LEARNER@fuzz.test']), weight: 2 },
      { arbitrary: fc.oneof(pick(['', 'not-an-email', '@', 'a@b', 'é@例え.jp', ' a@b.c ']), strangeText), weight: 1 },
      { arbitrary: fc.nat(6000).map((n) => `${'a'.repeat(n)}@example.com`), weight: 1 },
    );
  }

  private password(): fc.Arbitrary<string> {
    return fc.oneof(pick(['Fuzz-Passw0rd-1', 'wrong', '', 'Fuzz-Passw0rd-1 ']), strangeText);
  }

  auth(): fc.Arbitrary<FuzzRequest> {
    const json = (value: unknown) => JSON.stringify(value);
    const email = this.email();
    const password = this.password();
    const call = fc.oneof(
      fc
        .record({ grant: pick(['password', 'refresh_token', 'pkce', 'id_token', 'nope', '']), email, password, refresh: anyText })
        .map((r) => ({
          method: 'POST',
          path: '/auth/v1/token',
          query: [['grant_type', r.grant]] as [string, string][],
          body: json(r.grant === 'refresh_token' ? { refresh_token: r.refresh } : { email: r.email, password: r.password }),
        })),
      fc.record({ email, password, data: fc.option(fc.object({ maxDepth: 1, maxKeys: 2 })) }).map((r) => ({
        method: 'POST',
        path: '/auth/v1/signup',
        query: [],
        body: json({ email: r.email, password: r.password, data: r.data }),
      })),
      fc.record({ email }).map((r) => ({ method: 'POST', path: '/auth/v1/recover', query: [], body: json({ email: r.email }) })),
      fc
        .record({ email, create: fc.boolean() })
        .map((r) => ({ method: 'POST', path: '/auth/v1/otp', query: [], body: json({ email: r.email, create_user: r.create }) })),
      fc
        .record({ type: pick(['signup', 'recovery', 'magiclink', 'email', 'nope']), token: anyText, email })
        .map((r) => ({ method: 'POST', path: '/auth/v1/verify', query: [], body: json(r) })),
      pick(['GET', 'HEAD']).map((method) => ({ method, path: '/auth/v1/user', query: [], body: undefined })),
      fc
        .oneof(
          fc.record({ data: fc.object({ maxDepth: 1, maxKeys: 3 }) }),
          fc.record({ email }),
          fc.record({ password }),
          fc.constant({ nope: 1 }),
        )
        .map((body) => ({ method: 'PUT', path: '/auth/v1/user', query: [], body: json(body) })),
      pick(['/auth/v1/settings', '/auth/v1/health', '/auth/v1/nope', '/auth/v1/admin/users']).map((path) => ({
        method: 'GET',
        path,
        query: [],
        body: undefined,
      })),
      fc
        .oneof(strangeText, pick(['{', '[]', 'null']))
        .map((body) => ({ method: 'POST', path: '/auth/v1/token', query: [['grant_type', 'password']] as [string, string][], body })),
    );
    return fc.record({ caller: callerArb, encoding: encodingArb, call }).map(({ caller, encoding, call }): FuzzRequest => {
      // Signing out would end the fuzzer's own sessions: only a forged token is signed out (see also PUT /user).
      return {
        area: 'auth',
        caller,
        method: call.method,
        path: call.path,
        encoding,
        query: call.query,
        headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
        body: call.body,
      };
    });
  }

  private objectPath(): fc.Arbitrary<string> {
    const name = fc.oneof(
      { arbitrary: pick(['a.png', 'avatar.jpg', 'notes.txt', 'video.mp4', 'x']), weight: 4 },
      { arbitrary: fc.oneof(pick(['..', '.', '', 'a b.png', 'é.png', '%2e%2e', 'a%2Fb']), strangeText), weight: 1 },
    );
    const folder = fc.oneof(pick(this.ownIds), pick(['public', 'nope', '00000000-0000-0000-0000-000000000000']));
    return fc.tuple(fc.option(folder, { freq: 6 }), name).map(([dir, file]) =>
      [dir, file]
        .filter((part): part is string => part !== null)
        .map(segment)
        .join('/'),
    );
  }

  storage(): fc.Arbitrary<FuzzRequest> {
    const bucket = fc.oneof(
      { arbitrary: pick(this.catalog.buckets.length ? this.catalog.buckets : ['none']), weight: 6 },
      { arbitrary: fc.constant('nope'), weight: 1 },
    );
    const bytes = fc.oneof(
      // A PNG's signature then anything, plain bytes, or nothing.
      fc
        .uint8Array({ maxLength: 64 })
        .map((b) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(b)]).toString('base64')),
      fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b).toString('base64')),
      fc.constant(''),
    );
    const call = fc.oneof(
      fc
        .record({
          method: pick(['POST', 'PUT']),
          bucket,
          path: this.objectPath(),
          bytes,
          type: pick(['image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', 'video/mp4', 'text/html', 'image/svg+xml', '']),
          upsert: fc.boolean(),
        })
        .map((r) => ({
          method: r.method,
          path: `/storage/v1/object/${r.bucket}/${r.path}`,
          headers: { 'content-type': r.type, ...(r.upsert ? { 'x-upsert': 'true' } : {}) },
          body: `base64:${r.bytes}`,
        })),
      fc
        .record({
          kind: pick(['', 'public/', 'authenticated/', 'info/', 'nope/']),
          bucket,
          path: this.objectPath(),
          method: pick(['GET', 'HEAD']),
        })
        .map((r) => ({ method: r.method, path: `/storage/v1/object/${r.kind}${r.bucket}/${r.path}`, headers: {}, body: undefined })),
      fc
        .record({
          bucket,
          prefix: fc.oneof(pick(this.ownIds), pick(['', 'nope'])),
          limit: fc.oneof(fc.integer(), fc.constant('x')),
          offset: fc.integer(),
        })
        .map((r) => ({
          method: 'POST',
          path: `/storage/v1/object/list/${r.bucket}`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prefix: r.prefix, limit: r.limit, offset: r.offset, sortBy: { column: 'name', order: 'asc' } }),
        })),
      fc.record({ bucket, paths: fc.array(this.objectPath(), { maxLength: 3 }) }).map((r) => ({
        method: 'DELETE',
        path: `/storage/v1/object/${r.bucket}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: r.paths.map(decodeURIComponent) }),
      })),
      fc.record({ bucket, path: this.objectPath(), expiresIn: fc.oneof(fc.integer(), fc.constant('x')) }).map((r) => ({
        method: 'POST',
        path: `/storage/v1/object/sign/${r.bucket}/${r.path}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: r.expiresIn }),
      })),
      fc.record({ bucket, paths: fc.array(this.objectPath(), { maxLength: 3 }), expiresIn: fc.integer() }).map((r) => ({
        method: 'POST',
        path: `/storage/v1/object/sign/${r.bucket}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paths: r.paths.map(decodeURIComponent), expiresIn: r.expiresIn }),
      })),
      fc.record({ bucket, from: this.objectPath(), to: this.objectPath() }).map((r) => ({
        method: 'POST',
        path: '/storage/v1/object/move',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bucketId: r.bucket, sourceKey: decodeURIComponent(r.from), destinationKey: decodeURIComponent(r.to) }),
      })),
      bucket.map((b) => ({ method: 'GET', path: `/storage/v1/bucket/${b}`, headers: {}, body: undefined })),
      fc.constant({ method: 'GET', path: '/storage/v1/bucket', headers: {}, body: undefined }),
    );
    return fc.record({ caller: callerArb, encoding: encodingArb, call }).map(({ caller, encoding, call }): FuzzRequest => ({
      area: 'storage',
      caller,
      method: call.method,
      path: call.path,
      encoding,
      query: [],
      headers: call.headers,
      body: call.body,
    }));
  }

  edgeFunction(): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({
        caller: callerArb,
        encoding: encodingArb,
        name: fc.oneof(
          { arbitrary: pick(this.catalog.edgeFunctions.length ? this.catalog.edgeFunctions : ['nope']), weight: 6 },
          { arbitrary: pick(['nope', '_shared', '..', 'a%2Fb']), weight: 1 },
        ),
        method: pick(['POST', 'POST', 'GET', 'OPTIONS', 'DELETE']),
        body: fc.oneof(
          fc.object({ maxDepth: 2, maxKeys: 4 }).map((o) => JSON.stringify(o)),
          pick(['', '{', 'null']),
          strangeText,
        ),
      })
      .map((r): FuzzRequest => ({
        area: 'functions',
        caller: r.caller,
        method: r.method,
        path: `/functions/v1/${r.name}`,
        encoding: r.encoding,
        query: [],
        headers: r.method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: r.method === 'POST' ? r.body : undefined,
      }));
  }
}

/** The query string as sent: each name and value percent-encoded, except the characters PostgREST's grammar uses. */
export function encodeQuery(query: [string, string][]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%(2C|28|29|3A|21|2A)/g, (escape) => decodeURIComponent(escape));
  return query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

/** One line a person can read (and paste into curl): method, target, headers and body. */
export function describeRequest(request: FuzzRequest): string {
  const query = request.query.length ? `?${encodeQuery(request.query)}` : '';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => ` -H '${name}: ${value}'`)
    .join('');
  const body =
    request.body === undefined
      ? ''
      : ` --data '${request.body.length > 300 ? `${request.body.slice(0, 300)}…(${request.body.length} chars)` : request.body}'`;
  return `[${request.caller}] ${request.method} ${encodePath(request.path, request.encoding)}${query}${headers}${body}`;
}
