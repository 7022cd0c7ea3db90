import { useMatches } from "react-router";
import { isEnglishOnlyRoute } from "./english-only";

/** Whether the page shown is one of the English-only routes (its deepest matched route decides). */
export function useIsEnglishOnly() {
  return isEnglishOnlyRoute(useMatches().at(-1)?.id);
}
