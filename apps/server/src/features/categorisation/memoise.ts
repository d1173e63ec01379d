/** Remembers `fn` per key for the life of the returned function (one categorise call). */
export function memoise<R>(fn: (key: string) => R): (key: string) => R {
  const seen = new Map<string, R>();
  return (key) => {
    if (seen.has(key)) return seen.get(key) as R;
    const value = fn(key);
    seen.set(key, value);
    return value;
  };
}
