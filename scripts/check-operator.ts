// Refuses a production deploy whose operator identity still has the development placeholders (.example
// addresses) or misses a value, or whose PASSWORD_ITERATIONS is below 100,000: run by `npm run deploy` before the build (README, "Deploying").
import { readFileSync } from "node:fs";
import { passwordIterationsFrom } from "../app/auth/password-hash.ts";
import { operatorFrom, placeholderAddresses, type OperatorVars } from "../app/domain/operator.ts";

const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
const section = toml.split("[env.production.vars]")[1]?.split(/^\[/m)[0] ?? "";
const vars = Object.fromEntries(
  [...section.matchAll(/^(OPERATOR_\w+)\s*=\s*"(.*)"\s*$/gm)].map(([, name, value]) => [name, value]),
) as OperatorVars;
const placeholders = placeholderAddresses(operatorFrom(vars));
if (placeholders.length > 0) {
  console.error(`Refusing to deploy: [env.production.vars] still has placeholder addresses: ${placeholders.join(", ")}`);
  process.exit(1);
}
// Only the worker tests may hash passwords with fewer than 100,000 PBKDF2 iterations (decision 2310).
const iterations = section.match(/^PASSWORD_ITERATIONS\s*=\s*"?(\w*)"?\s*$/m)?.[1];
try {
  passwordIterationsFrom(iterations, true);
} catch (error) {
  console.error(`Refusing to deploy: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Operator: ${vars.OPERATOR_LEGAL_NAME} <${vars.OPERATOR_EMAIL}>`);
