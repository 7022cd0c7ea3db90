import { prefix, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/**
 * Routes that stay in English only: the staff console and its invitations, development tools,
 * and endpoints that answer files or machines rather than a patient (robots, sitemap, avatars,
 * calendars, archives, document downloads, uploads, the theme and language switches, the message catalogues).
 */
const englishOnly = [
  /^routes\/staff/,
  /^routes\/dev\./,
  /^routes\/resources\.theme$/,
  /^routes\/resources\.plan-draft$/,
  /^routes\/resources\.messages\./,
  /^routes\/resources\.locale$/,
  /^routes\/robots/,
  /^routes\/sitemap/,
  /\[\.svg\]$/,
  /\[\.\]ics$/,
  /^routes\/account_\.export$/,
  /^routes\/intake\.documents\./,
  /^routes\/intake\.upload$/,
  /^routes\/requests\.\$caseId_\.attachments\./,
];

function isPatientFacing(entry: RouteConfigEntry) {
  const id = entry.id ?? entry.file;
  return !englishOnly.some((pattern) => pattern.test(id));
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
