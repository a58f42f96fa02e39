// The current time, refreshed every `everyMs`: the clock ticks each second, waiting times each 15 s.
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
