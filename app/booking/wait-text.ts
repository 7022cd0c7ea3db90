import type { Translate } from "~/i18n/message-key";

/**
 * How long until a limit lets the visitor try again, in the page's language: the same steps as the
 * rate limits' English `waitText` ("in 2 hours", "in 1 hour", "in 5 minutes", "in a minute").
 */
export function waitTextIn(t: Translate, seconds: number) {
  if (seconds >= 90 * 60) return t("booking.wait.hours", { hours: Math.round(seconds / 3600) });
  if (seconds >= 55 * 60) return t("booking.wait.hour");
  if (seconds >= 90) return t("booking.wait.minutes", { minutes: Math.ceil(seconds / 60) });
  if (seconds > 60) return t("booking.wait.minutes", { minutes: 2 });
  return t("booking.wait.minute");
}
