// Refuses a production deploy whose settings in [env.production.vars] are still placeholders or unreadable, or whose
// PASSWORD_ITERATIONS is below 100,000: run by `npm run deploy` before the build (README, "Deploying").
import { readFileSync } from "node:fs";
import { deployProblems, productionVars } from "./deploy-check.ts";

const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
const problems = deployProblems(toml);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Refusing to deploy: ${problem}`);
  process.exit(1);
}
const vars = productionVars(toml);
console.log(`Operator: ${vars.OPERATOR_LEGAL_NAME} <${vars.OPERATOR_EMAIL}>, ${vars.SITE_URL}`);
