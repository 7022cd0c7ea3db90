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
export * as planner from "./planner";
export * as newsletterPages from "./newsletter-pages";
export * as patientEmails from "./patient-emails";
export * as payments from "./payments";
export * as quotes from "./quotes";
export * as requests from "./requests";
export * as shell from "./shell";
export * as about from "./about";
export * as concierge from "./concierge";
export * as faq from "./faq";
export * as home from "./home";
export * as privacy from "./privacy";
export * as stories from "./stories";
export * as travel from "./travel";
export * as pages from "./pages";
export * as blog from "./blog";
export * as doctors from "./doctors";
export * as treatments from "./treatments";
export * as wizard from "./wizard";
export * as intake from "./intake";
export * as uploads from "./uploads";
export * as rateLimits from "./rate-limits";
export * as caseJourney from "./case-journey";
export * as aftercare from "./aftercare";
export * as reviews from "./reviews";
export * as visaLetter from "./visa-letter";
export * as facilities from "./facilities";
export * as figures from "./figures";
