// One read shared by every subscriber that resolves the same published event. The emitter hands one
// parsed message to each subscription on this server, so an event's object is the key: the first
// resolver starts the read, the others wait on it, and the entry goes when the object does.

/** A memo keyed by object identity: `read` runs once per key, and every caller gets its promise. */
export function readOncePer<Key extends object, Value>(): (
  key: Key,
  read: () => Promise<Value>,
) => Promise<Value> {
  const reads = new WeakMap<Key, Promise<Value>>();
  return (key, read) => {
    const known = reads.get(key);
    if (known) return known;
    const started = read();
    reads.set(key, started);
    return started;
  };
}
