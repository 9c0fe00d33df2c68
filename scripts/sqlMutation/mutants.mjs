// The SQL side of mutation testing (issue 35): the guard functions, trigger functions and row-level security policies
// of supabase/migrations, and the one-condition changes ("mutants") made to each. No tool does this for SQL, so this is
// a small one: a tokenizer that knows strings, quoted names, comments and dollar quotes; the objects as the last
// migration that defines them leaves them; and three kinds of change, each one at a time:
// - a term of an AND chain replaced by `true` (the condition dropped), a term of an OR chain by `false`;
// - a lone condition (after WHERE, WHEN, ON, a policy's USING/WITH CHECK) replaced by `true`, after IF/ELSIF by
//   `false` (the guard never fires);
// - a comparison flipped (= <>, < >=, > <=, IS [NOT] NULL, IS [NOT] DISTINCT FROM).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Tokens of SQL text with their offsets: words, numbers, strings, quoted names, operators, punctuation; comments dropped. */
export function tokenize(text) {
  const tokens = [];
  let i = 0;
  const push = (type, start, end) =>
    tokens.push({ type, start, end, text: text.slice(start, end), lower: text.slice(start, end).toLowerCase() });
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'") {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j++;
      }
      push('string', i, j + 1);
      i = j + 1;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      push('quoted', i, end + 1);
      i = end + 1;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(text.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))[0];
      const end = text.indexOf(tag, i + tag.length);
      push('dollar', i, end + tag.length);
      i = end + tag.length;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[A-Za-z0-9_$]/.test(text[j])) j++;
      push('word', i, j);
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[0-9.]/.test(text[j])) j++;
      push('number', i, j);
      i = j;
    } else if (/[<>=!~*+\-/%^&|#@:]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[<>=!~*+\-/%^&|#@:]/.test(text[j]) && !text.startsWith('--', j)) j++;
      push('op', i, j);
      i = j;
    } else {
      push('punct', i, i + 1);
      i++;
    }
  }
  return tokens;
}

/** The statements of a migration, with their offsets (split at `;` outside strings, quotes and dollar quotes). */
export function statements(text) {
  const result = [];
  let start = 0;
  for (const token of tokenize(text)) {
    if (token.type === 'punct' && token.text === ';') {
      result.push({ start, end: token.end, text: text.slice(start, token.end) });
      start = token.end;
    }
  }
  return result;
}

const name = (token) => (token.type === 'quoted' ? token.text.slice(1, -1) : token.lower);

/**
 * The guard objects as the migrations leave them: each policy (by table and name) and each function (by name) at its
 * last definition, with the migration file and offsets of that definition; a policy dropped for good is left out.
 * Trigger functions are tied to the tables whose triggers run them.
 */
export function guardObjects(migrationsDir) {
  const objects = new Map();
  const triggerTables = new Map();
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    for (const statement of statements(text)) {
      const tokens = tokenize(statement.text);
      const words = tokens.map((t) => t.lower);
      const at = (i) => tokens[i];
      if (words[0] === 'create' && words[1] === 'policy') {
        const onIndex = words.indexOf('on', 2);
        const table = tokens
          .slice(onIndex + 1, onIndex + 4)
          .map(name)
          .join('')
          .replace(/^public\./, '');
        const key = `policy ${table}: ${name(at(2))}`;
        // As written (quoted, schema-qualified or not), for the statements that replay the policy on a database.
        const tableSql = tokens
          .slice(onIndex + 1, tokens[onIndex + 2]?.text === '.' ? onIndex + 4 : onIndex + 2)
          .map((t) => t.text)
          .join('');
        objects.set(key, {
          key,
          kind: 'policy',
          table,
          tableSql,
          name: name(at(2)),
          nameSql: at(2).text,
          file,
          start: statement.start,
          end: statement.end,
          text: statement.text,
        });
      } else if (words[0] === 'drop' && words[1] === 'policy') {
        const offset = words[2] === 'if' ? 4 : 2;
        const onIndex = words.indexOf('on', offset);
        const table = tokens
          .slice(onIndex + 1, onIndex + 4)
          .map(name)
          .join('')
          .replace(/^public\./, '');
        objects.delete(`policy ${table}: ${name(at(offset))}`);
      } else if (words[0] === 'create' && (words[1] === 'function' || (words[1] === 'or' && words[3] === 'function'))) {
        const nameAt = words[1] === 'function' ? 2 : 4;
        const fn = tokens
          .slice(nameAt, nameAt + 3)
          .map(name)
          .join('')
          .replace(/\($/, '');
        const body = tokens.find((t) => t.type === 'dollar');
        if (!body) continue;
        const language = words[words.indexOf('language') + 1];
        const key = `function ${fn}`;
        objects.set(key, {
          key,
          kind: 'function',
          name: fn.replace(/^public\./, ''),
          schema: fn.includes('.') ? fn.split('.')[0] : 'public',
          language,
          file,
          start: statement.start,
          end: statement.end,
          text: statement.text,
        });
      } else if (words[0] === 'create' && (words[1] === 'trigger' || words[2] === 'trigger')) {
        const onIndex = words.indexOf('on');
        const table = tokens
          .slice(onIndex + 1, onIndex + 4)
          .map(name)
          .join('')
          .replace(/^public\./, '');
        const fnIndex = words.lastIndexOf('function');
        const fn = tokens
          .slice(fnIndex + 1, fnIndex + 4)
          .map(name)
          .join('')
          .replace(/\($/, '')
          .replace(/^public\./, '');
        if (!triggerTables.has(fn)) triggerTables.set(fn, new Set());
        triggerTables.get(fn).add(table);
      }
    }
  }
  for (const object of objects.values()) {
    if (object.kind === 'function') object.triggerOn = [...(triggerTables.get(object.name) ?? [])];
  }
  return [...objects.values()];
}

/** Words after which a lone condition starts, and what replacing it means. */
const LONE_CONDITION = { where: 'true', when: 'true', on: 'true', if: 'false', elsif: 'false', while: 'false' };
/** Words that end a term: clause keywords of SQL and PL/pgSQL. */
const BOUNDARY = new Set([
  'and',
  'or',
  'where',
  'when',
  'then',
  'else',
  'elsif',
  'if',
  'end',
  'using',
  'check',
  'select',
  'from',
  'returning',
  'loop',
  'return',
  'into',
  'set',
  'case',
  'begin',
  'declare',
  'raise',
  'values',
  'order',
  'group',
  'limit',
  'having',
  'exception',
  'perform',
  'for',
  'as',
  'on',
  'join',
  'left',
  'inner',
  'union',
  'while',
  'with',
  'insert',
  'update',
  'delete',
]);
/** Words that start a clause: after SET, `=` assigns. */
const CLAUSE = new Set([
  'set',
  'where',
  'if',
  'elsif',
  'when',
  'and',
  'or',
  'on',
  'using',
  'check',
  'select',
  'return',
  'then',
  'else',
  'values',
  'returning',
  'into',
  'from',
]);
/** Options of RAISE ... USING and the like, whose `=` assigns. */
const ASSIGNED = new Set(['errcode', 'message', 'detail', 'hint', 'column', 'constraint', 'datatype', 'table', 'schema']);
const FLIP = { '=': '<>', '<>': '=', '!=': '=', '<': '>=', '>=': '<', '>': '<=', '<=': '>' };

/** Items at one nesting level: a token, or a parenthesised group (its tokens, opening and closing included). */
function groups(tokens, from, to) {
  const items = [];
  let i = from;
  while (i < to) {
    const token = tokens[i];
    if (token.type === 'punct' && token.text === '(') {
      let depth = 0;
      let j = i;
      for (; j < to; j++) {
        if (tokens[j].type === 'punct' && tokens[j].text === '(') depth++;
        if (tokens[j].type === 'punct' && tokens[j].text === ')') depth--;
        if (depth === 0) break;
      }
      items.push({ group: true, from: i, to: j, start: token.start, end: tokens[j].end });
      i = j + 1;
    } else {
      items.push({ group: false, token, start: token.start, end: token.end });
      i++;
    }
  }
  return items;
}

/** The one-change mutants of a condition-bearing text (a function body or a policy), as {start, end, replacement, kind}. */
export function conditionMutants(text, { policyClauses = false } = {}) {
  const tokens = tokenize(text);
  const mutants = [];
  // Comparisons (not the `=` of an assignment: UPDATE's SET, RAISE's USING ERRCODE = ...).
  let clause = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'word' && CLAUSE.has(t.lower)) clause = t.lower;
    if (t.type === 'op' && t.text === '=' && (clause === 'set' || ASSIGNED.has(tokens[i - 1]?.lower))) continue;
    if (t.type === 'op' && FLIP[t.text]) {
      mutants.push({ start: t.start, end: t.end, replacement: FLIP[t.text], kind: `comparison ${t.text} -> ${FLIP[t.text]}` });
    } else if (t.type === 'word' && t.lower === 'is') {
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (next?.lower === 'not' && (after?.lower === 'null' || after?.lower === 'distinct'))
        mutants.push({ start: t.start, end: next.end, replacement: 'is', kind: `is not ${after.lower} -> is ${after.lower}` });
      else if (next?.lower === 'null' || next?.lower === 'distinct')
        mutants.push({ start: t.start, end: t.end, replacement: 'is not', kind: `is ${next.lower} -> is not ${next.lower}` });
    }
  }
  // Terms, level by level.
  const visit = (from, to, openedBy) => {
    const items = groups(tokens, from, to);
    // Split the items into segments at boundary words (BETWEEN's AND belongs to its term).
    const segments = [];
    let current = [];
    let left = openedBy;
    let inBetween = false;
    let previous = null;
    for (const item of items) {
      const word = !item.group && item.token.type === 'word' ? item.token.lower : null;
      const before = previous;
      previous = word;
      // IS [NOT] DISTINCT FROM: that FROM is part of the comparison; ON CONFLICT is no join condition.
      if (word === 'from' && before === 'distinct') {
        current.push(item);
        continue;
      }
      if (word === 'on' && items[items.indexOf(item) + 1]?.token?.lower === 'conflict') {
        segments.push({ items: current, left, right: 'on conflict' });
        current = [];
        left = 'on conflict';
        continue;
      }
      const separator = !item.group && item.token.type === 'punct' && (item.token.text === ',' || item.token.text === ';');
      const assign = !item.group && item.token.type === 'op' && item.token.text === ':=';
      if (word === 'between') inBetween = true;
      if (word === 'and' && inBetween) {
        inBetween = false;
        current.push(item);
        continue;
      }
      if ((word && BOUNDARY.has(word)) || separator || assign) {
        segments.push({ items: current, left, right: word ?? (assign ? ':=' : item.token.text) });
        current = [];
        left = word ?? (assign ? ':=' : item.token.text);
        inBetween = false;
      } else current.push(item);
    }
    segments.push({ items: current, left, right: ')' });
    for (const segment of segments) {
      if (segment.items.length === 0) continue;
      const start = segment.items[0].start;
      const end = segment.items.at(-1).end;
      const original = text.slice(start, end);
      if (/^(true|false)$/i.test(original)) continue;
      let replacement = null;
      let kind = null;
      if (segment.left === 'and' || segment.right === 'and') [replacement, kind] = ['true', 'AND term dropped'];
      else if (segment.left === 'or' || segment.right === 'or') [replacement, kind] = ['false', 'OR term dropped'];
      else if (segment.left === 'not' && segment.right === ')') continue;
      else if (
        LONE_CONDITION[segment.left] &&
        ['then', 'loop', ')', ';', 'and', 'or', 'group', 'order', 'limit', 'returning', 'for', 'into'].includes(segment.right)
      )
        [replacement, kind] = [LONE_CONDITION[segment.left], `${segment.left.toUpperCase()} condition -> ${LONE_CONDITION[segment.left]}`];
      else if (policyClauses && (segment.left === 'policy-using' || segment.left === 'policy-check') && segment.right === ')')
        [replacement, kind] = ['true', `${segment.left === 'policy-using' ? 'USING' : 'WITH CHECK'} -> true`];
      if (replacement) mutants.push({ start, end, replacement, kind: `${kind}: ${original.replace(/\s+/g, ' ').slice(0, 90)}` });
    }
    for (const item of items) {
      if (!item.group) continue;
      const before = tokens[item.from - 1];
      let opener = '(';
      if (policyClauses && before?.lower === 'using') opener = 'policy-using';
      if (policyClauses && before?.lower === 'check') opener = 'policy-check';
      visit(item.from + 1, item.to, opener);
    }
  };
  visit(0, tokens.length, 'start');
  // A query inside the body in dollar quotes of its own (EXECUTE $query$ ... $query$) is mutated as SQL too.
  for (const t of tokens.filter((token) => token.type === 'dollar')) {
    const tag = /^\$[A-Za-z_]*\$/.exec(t.text)[0];
    const offset = t.start + tag.length;
    for (const m of conditionMutants(t.text.slice(tag.length, t.text.length - tag.length)))
      mutants.push({ ...m, start: m.start + offset, end: m.end + offset });
  }
  // A mutant inside a string or a comment cannot happen (tokens skip them); drop exact duplicates.
  const seen = new Set();
  return mutants.filter((m) => {
    const key = `${m.start}:${m.end}:${m.replacement}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The mutants of one guard object, as offsets into its migration file. */
export function objectMutants(object) {
  if (object.kind === 'policy') {
    // Only the USING and WITH CHECK expressions: the name, table, command and roles are not conditions.
    const tokens = tokenize(object.text);
    const firstClause = tokens.find((t) => t.type === 'word' && (t.lower === 'using' || t.lower === 'with'));
    if (!firstClause) return [];
    const from = firstClause.start;
    return conditionMutants(object.text.slice(from), { policyClauses: true }).map((m) => ({
      ...m,
      start: object.start + from + m.start,
      end: object.start + from + m.end,
    }));
  }
  const body = tokenize(object.text).find((t) => t.type === 'dollar');
  const tag = /^\$[A-Za-z_]*\$/.exec(body.text)[0];
  const inner = body.text.slice(tag.length, body.text.length - tag.length);
  const offset = object.start + body.start + tag.length;
  return conditionMutants(inner).map((m) => ({ ...m, start: offset + m.start, end: offset + m.end }));
}

/**
 * The statements that make `object` on a migrated database as `text` (its defining statement, mutated or not) would
 * have made it: a function by `create or replace` (its owner, grants and comment stay), a policy dropped and created
 * again. `pnpm test:sql-mutation` applies a mutant this way to a copy of the migrated template instead of migrating an
 * empty database; supabase/tests/sqlMutant.ts checks on every copy that the unchanged text replayed leaves the catalog
 * exactly as the migrations did (a later ALTER of the object would not survive a replay, and that check would say so).
 */
export function replayStatement(object, text) {
  if (object.kind === 'policy') return `drop policy ${object.nameSql} on ${object.tableSql};\n${text}`;
  const tokens = tokenize(text);
  const create = tokens.findIndex((t) => t.lower === 'create');
  if (tokens[create + 1]?.lower !== 'function') return text;
  return `${text.slice(0, tokens[create].end)} or replace${text.slice(tokens[create].end)}`;
}

/** What the db harness applies for one mutant (or, with `mutant` undefined, the object replayed unchanged). */
export function mutantReplay(object, mutant) {
  const fileText = (start, end, replacement) =>
    object.text.slice(0, start - object.start) + replacement + object.text.slice(end - object.start);
  const mutated = mutant ? fileText(mutant.start, mutant.end, mutant.replacement) : object.text;
  return {
    id: mutant ? `${object.key} | ${mutant.kind}` : `${object.key} | unchanged`,
    kind: object.kind,
    schema: object.schema,
    name: object.name,
    table: object.tableSql,
    original: replayStatement(object, object.text),
    mutated: replayStatement(object, mutated),
  };
}
