import type { AppDb } from './client';

/**
 * One value per database handle, built on first use: the hot path's prepared statements and
 * the history writer (decision 0022). A transaction is a handle of its own and gets its own.
 */
export function perDatabase<T>(build: (db: AppDb) => T): (db: AppDb) => T {
  const values = new WeakMap<AppDb, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = build(db);
      values.set(db, value);
    }
    return value;
  };
}
