// A function's answers kept by their string argument, for work done once per name rather than on every
// keystroke or every comparison of a sort. The arguments come from the menu, so the map stays the
// menu's size; it is emptied if it ever grows past `max` by far (a bound, not a cache policy).
export function boundedMemo<V>(compute: (key: string) => V, max = 50_000): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= max) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
