import type { MessageKey, Translate } from "~/i18n/message-key";

/**
 * How long until a limit lets the visitor try again, as a message and its values: "in 2 hours", "in 1 hour",
 * "in 5 minutes", "in a minute" (`rateLimits.wait.*`, in the page's language). The rate limits' messages
 * carry it as their `{wait}`.
 */
export function waitValues(seconds: number): { wait: MessageKey } & Record<string, string | number> {
  if (seconds >= 90 * 60) return { wait: "rateLimits.wait.hours", hours: Math.round(seconds / 3600) };
  if (seconds >= 55 * 60) return { wait: "rateLimits.wait.hour" };
  if (seconds >= 90) return { wait: "rateLimits.wait.minutes", minutes: Math.ceil(seconds / 60) };
  if (seconds > 60) return { wait: "rateLimits.wait.minutes", minutes: 2 };
  return { wait: "rateLimits.wait.minute" };
}

export function waitTextIn(t: Translate, seconds: number) {
  const { wait, ...values } = waitValues(seconds);
  return t(wait, values);
}
