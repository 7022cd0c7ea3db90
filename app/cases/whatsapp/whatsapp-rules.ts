/**
 * What WhatsApp allows a business to send (decision 0154): free text only within 24 hours of the patient's last
 * message there; after that only templates Meta approved. A number that sent STOP gets nothing at all.
 */
export const FREE_TEXT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The templates to have approved in WhatsApp Manager, under these names, in English and Arabic, without variables. */
export const whatsappTemplates = ["quote_ready", "consultation_reminder", "aftercare_check_in", "reply_to_continue"] as const;
export type WhatsappTemplate = (typeof whatsappTemplates)[number];

/** Why a message cannot go on WhatsApp now; null when free text may. */
export type WhatsappRefusal = "no_number" | "opted_out" | "window_closed";

export function whatsappRefusal(
  state: { phone: string | null; optedOut: boolean; lastInboundAt: Date | null },
  now: Date,
): WhatsappRefusal | null {
  if (!state.phone) return "no_number";
  if (state.optedOut) return "opted_out";
  if (!state.lastInboundAt || now.getTime() - state.lastInboundAt.getTime() >= FREE_TEXT_WINDOW_MS) return "window_closed";
  return null;
}

/** "STOP" in the words patients use (English, Arabic): consent is withdrawn at once. */
const stopWords = new Set(["stop", "unsubscribe", "إيقاف", "ايقاف", "توقف", "الغاء", "إلغاء"]);
/** "START": a number that stopped gives its consent again. */
const startWords = new Set(["start", "ابدأ", "ابدا"]);

const wordOf = (text: string) => text.trim().toLowerCase().replace(/[.!؟?]+$/u, "");

export const isStopMessage = (text: string) => stopWords.has(wordOf(text));
export const isStartMessage = (text: string) => startWords.has(wordOf(text));
