import type { MessageChannel } from "~/domain/case-messages";

// What the report's page shares with its server code without loading the query's schema (zod) in the browser.

/** How each channel is named in the report (the console is English, decision 0131). */
export const reportChannelLabels: Record<MessageChannel, string> = { site: "The site", email: "E-mail", whatsapp: "WhatsApp" };

/** What one report covers, every end decided. `coordinator` is a staff member's id or "unassigned". */
export type ReportFilters = { from: string; to: string; coordinator: string | null; channel: MessageChannel | null };

/** The filters as a query string (the page's CSV link): the range always, the rest when chosen. */
export function reportFiltersQuery(filters: ReportFilters) {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.coordinator) params.set("coordinator", filters.coordinator);
  if (filters.channel) params.set("channel", filters.channel);
  return `?${params}`;
}
