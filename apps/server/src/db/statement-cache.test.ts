import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  afterEach(() => sqlite.exec('drop table if exists t'));

  it('hands the same compiled statement back for the same SQL, and still sees a column added later', () => {
    const cache = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer); insert into t values (1)');
    const first = cache.prepare('select * from t');
    expect(cache.prepare('select * from t')).toBe(first);
    expect(first.all()).toEqual([{ a: 1 }]);
    sqlite.exec('alter table t add column b text');
    expect(cache.prepare('select * from t').all()).toEqual([{ a: 1, b: null }]);
  });

  it('never hands out a statement still being iterated', () => {
    const cache = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer); insert into t values (1), (2)');
    const iterating = cache.prepare('select a from t');
    const rows = iterating.iterate();
    rows.next();
    const other = cache.prepare('select a from t');
    expect(other).not.toBe(iterating);
    expect(other.all()).toEqual([{ a: 1 }, { a: 2 }]);
    rows.return?.();
  });

  it('compiles long SQL each time instead of keeping it', () => {
    const cache = withStatementCache(sqlite);
    const long = `select 1 as x where 1 in (${Array.from({ length: 2000 }, (_, i) => i).join(', ')})`;
    expect(cache.prepare(long)).not.toBe(cache.prepare(long));
  });
});
