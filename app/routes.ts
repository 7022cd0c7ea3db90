import { prefix, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { isEnglishOnlyRoute } from "./i18n/english-only";

function isPatientFacing(entry: RouteConfigEntry) {
  return !isEnglishOnlyRoute(entry.id ?? entry.file);
}

/** The same modules under `/ar`, with route ids of their own (`ar/routes/contact`). */
function arabicTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.filter(isPatientFacing).map((entry) => ({
    ...entry,
    id: `ar/${entry.id ?? entry.file}`,
    ...(entry.children ? { children: arabicTwins(entry.children) } : {}),
  }));
}

const english = await flatRoutes();

export default [...english, ...prefix("ar", arabicTwins(english))] satisfies RouteConfig;
