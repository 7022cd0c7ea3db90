/**
 * The one list of what stays in English only (decision 0131): the staff console and its invitations,
 * development tools, and endpoints that answer files or machines rather than a patient (robots, sitemap,
 * avatars and portraits, calendars, archives, document downloads, uploads, the theme and language switches, the message
 * catalogues). Patterns of route ids (`routes/staff.cases.$id`): app/routes.ts gives every other route an
 * Arabic twin under /ar, and the shell hides the language switch and hreflang links on these pages.
 * No imports: app/routes.ts reads it when the route config is built.
 */
const englishOnlyRoutes = [
  /^routes\/staff/,
  /^routes\/dev(\.|$)/,
  /^routes\/resources\.theme$/,
  /^routes\/resources\.plan-draft$/,
  /^routes\/resources\.messages\./,
  /^routes\/resources\.locale$/,
  /^routes\/robots/,
  /^routes\/webhooks\./,
  /^routes\/sitemap/,
  /\[\.svg\]$/,
  /^routes\/doctors_\.\$doctorId\.portrait$/,
  /^routes\/(facilities|hotels)_\.\$\w+\.photos\./,
  /^routes\/\w+\.\$\w+\.photo$/,
  /\[\.\]ics$/,
  /^routes\/account_\.export$/,
  /^routes\/intake\.documents\./,
  /^routes\/intake\.upload$/,
  /^routes\/requests\.\$caseId_\.attachments\./,
];

/** Whether a route (its id, or its file without the extension) exists in English only. */
export function isEnglishOnlyRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && englishOnlyRoutes.some((pattern) => pattern.test(routeId));
}
