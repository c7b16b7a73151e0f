import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may run again (the verification code's resend). Counts from the
 * clock, not from ticks, so a throttled background tab still ends on time. `endsAt` resumes a
 * countdown started on another page; `restart` answers the new end.
 */
export function useCountdown(
  seconds: number,
  { startNow = true, endsAt: initialEnd }: { startNow?: boolean; endsAt?: number | undefined } = {},
) {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialEnd !== undefined ? initialEnd : startNow ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
    return current + seconds * 1000;
  }, [seconds]);
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, restart };
}
