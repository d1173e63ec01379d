/**
 * Remembers `fn` per key for the life of the returned function (one categorise call, one file read). With
 * `limit`, at most that many are kept: the memory is dropped and started again when full, so a long file's
 * unique keys cannot grow it without bound.
 */
export function memoise<R>(fn: (key: string) => R, limit = Infinity): (key: string) => R {
  const seen = new Map<string, R>();
  return (key) => {
    if (seen.has(key)) return seen.get(key) as R;
    const value = fn(key);
    if (seen.size >= limit) seen.clear();
    seen.set(key, value);
    return value;
  };
}
