/**
 * Every catalogue area. A message key is `<area>.<key>`: `t("newsletter.form.submit")`.
 * Add an area here when you add a file beside this one (English `en` and Arabic `ar`, same keys).
 */
export * as account from "./account";
export * as auth from "./auth";
export * as booking from "./booking";
export * as contact from "./contact";
export * as dashboard from "./dashboard";
export * as emails from "./emails";
export * as forms from "./forms";
export * as newsletter from "./newsletter";
export * as newsletterPages from "./newsletter-pages";
export * as patientEmails from "./patient-emails";
export * as quotes from "./quotes";
export * as requests from "./requests";
export * as shell from "./shell";
