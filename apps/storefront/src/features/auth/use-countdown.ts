import { useEffect, useState } from 'react';

/** Seconds before another code may be asked for (the API allows 3 requests per email or number in 10 minutes). */
export const OTP_RESEND_SECONDS = 60;

/** Whole seconds left of `seconds` counted from `startedAt` (a `Date.now()`); 0 before the start and after the end. */
export function useCountdown(seconds: number, startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current - startedAt >= seconds * 1000) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, startedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil(seconds - (Math.max(now, startedAt) - startedAt) / 1000));
}
