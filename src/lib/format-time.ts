/** `yyyy-MM-dd HH:mm` in the device's zone: the same shape in both languages, short enough for lists. */
export function formatDateTime(ms: number, withSeconds = false): string {
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  const base = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  return withSeconds ? `${base}:${p(d.getSeconds())}` : base;
}

/** Whole seconds left until `deadline`, rounded up (a countdown never shows 0 while time is left); never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown's time: "mm:ss", or with `long` "hh:mm:ss" after the whole days (the caller words the days). */
export function formatCountdown(seconds: number, long = false): string {
  const { days, hours, minutes, seconds: s } = splitDuration(Math.max(0, Math.floor(seconds)) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return long ? `${p(hours)}:${p(minutes)}:${p(s)}` : `${p(days * 1440 + hours * 60 + minutes)}:${p(s)}`;
}

/** Remaining time as d/h/m/s parts (never negative). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
