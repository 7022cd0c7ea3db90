import { useFormat } from "~/i18n/use-t";

/** "November 22, 2026" ("22 نوفمبر 2026") for an ISO time, on the calendar of the reader's zone. */
export function useLongDate(timeZone: string) {
  const format = useFormat();
  return (iso: string) => format.date(new Date(iso), { year: "numeric", month: "long", day: "numeric", timeZone });
}
