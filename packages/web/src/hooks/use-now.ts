import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, for texts such as 'expires in 6 days'. */
export const useNow = (intervalMs: number): number => {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const interval = window.setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => window.clearInterval(interval);
  }, [intervalMs]);
  return nowMs;
};
