/**
 * Every catalogue area. A message key is `<area>.<key>`: `t("newsletter.form.submit")`.
 * Add an area here when you add a file beside this one (English `en` and Arabic `ar`, same keys).
 */
export * as forms from "./forms";
export * as newsletter from "./newsletter";
export * as shell from "./shell";
