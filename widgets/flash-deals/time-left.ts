import { useEffect, useState } from 'react';
import { t } from './messages';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `end` (all 0 once past). */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/** The current time, ticking each second until `end`, then still (no timer left running). */
export function useNow(end: number): number {
  const [now, setNow] = useState(() => Date.now());
  const ended = now >= end;
  useEffect(() => {
    if (ended) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  return now;
}

/** The timer's spoken label, to the minute: screen readers are never told every second. */
export function spokenTimeLeft(left: TimeLeft): string {
  if (left.ended) return t('ended');
  return t('endsIn', { days: left.days, hours: left.hours, minutes: left.minutes });
}
