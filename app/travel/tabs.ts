import { travelTabs, type TravelTabId } from "~content/travel-info";

/** The tab a `?tab=` value names; anything else shows the default, visa. */
export function parseTravelTab(value: string | null): TravelTabId {
  return travelTabs.find((t) => t.id === value)?.id ?? "visa";
}
