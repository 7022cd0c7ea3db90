// What `npm run deploy` refuses (scripts/check-operator.ts), as a pure function of wrangler.toml's text so the worker
// tests can ask it (tests/worker/deploy-check.test.ts).
import { passwordIterationsFrom } from "../app/auth/password-hash.ts";
import { operatorFrom, placeholderSettings, type OperatorVars } from "../app/domain/operator.ts";

/** The `NAME = "value"` lines of wrangler.toml's [env.production.vars]. */
export function productionVars(toml: string): Record<string, string> {
  const section = toml.split("[env.production.vars]")[1]?.split(/^\[/m)[0] ?? "";
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"(.*)"\s*$/gm)].map(([, name, value]) => [name!, value!]));
}

/**
 * Why a production deploy must not go out: a setting still a placeholder (a reserved or local address, a 555-01xx
 * number, nothing at all), an operator value the site cannot read, or fewer than 100,000 PBKDF2 iterations (decision
 * 2310). None when it may.
 */
export function deployProblems(toml: string): string[] {
  const vars = productionVars(toml);
  const problems: string[] = [];
  const placeholders = placeholderSettings(vars);
  if (placeholders.length > 0) problems.push(`[env.production.vars] still has placeholders: ${placeholders.join(", ")}`);
  for (const check of [() => operatorFrom(vars as OperatorVars), () => passwordIterationsFrom(vars.PASSWORD_ITERATIONS, true)]) {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}
