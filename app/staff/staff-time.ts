import { formatNumber } from "~/i18n/format";

const MINUTE = 60_000;

/** "in 1 h 20 min", "5 min ago": how far a due time is from now, computed on the server. */
export function relativeTime(target: Date, now: Date) {
  const minutes = Math.round(Math.abs(target.getTime() - now.getTime()) / MINUTE);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const span =
    days > 0
      ? `${days} d${hours ? ` ${hours} h` : ""}`
      : hours > 0
        ? `${hours} h${rest ? ` ${rest} min` : ""}`
        : `${rest} min`;
  return target.getTime() >= now.getTime() ? `in ${span}` : `${span} ago`;
}

/** "1 entry", "1,204 entries". */
export function countOf(n: number, one: string, many: string) {
  // The console is English: the site's one number format in its language.
  return `${formatNumber("en", n)} ${n === 1 ? one : many}`;
}
