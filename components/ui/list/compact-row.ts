// A list row as a server page hands it to its client table. Every row is in the page's HTML twice: drawn, and in the
// data the table hydrates from. So the data carries the fields the row shows and no more, and leaves out the empty
// ones (null, false): a field the row does not show costs every page that lists it.

/** The `required` fields of T as they are, and the `optional` ones only when set (never null or false). */
export type CompactRow<T, R extends keyof T, O extends keyof T> = Pick<T, R> & { [P in O]?: Exclude<T[P], null | false> };

export function compactRow<T, R extends keyof T, O extends keyof T>(record: T, required: readonly R[], optional: readonly O[]): CompactRow<T, R, O> {
  const row = {} as Record<keyof T, unknown>;
  for (const name of required) row[name] = record[name];
  for (const name of optional) {
    const value = record[name];
    if (value !== null && value !== undefined && value !== false) row[name] = value;
  }
  return row as CompactRow<T, R, O>;
}
