/** The rows of `db.execute(sql...)`: node-postgres answers a result with `rows`, other drivers the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
