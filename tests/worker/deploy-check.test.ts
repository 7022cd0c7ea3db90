import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { deployProblems } from "../../scripts/deploy-check";
import { realOperator } from "./production-env";

/** wrangler.toml with these values in [env.production.vars] instead of the committed ones. */
function withProductionVars(vars: Record<string, string>) {
  const [head, production] = wranglerToml.split("[env.production.vars]") as [string, string];
  const replaced = Object.entries(vars).reduce(
    (section, [name, value]) => section.replace(new RegExp(`^${name} = ".*"$`, "m"), `${name} = "${value}"`),
    production,
  );
  return `${head}[env.production.vars]${replaced}`;
}

const realSettings = {
  ...realOperator,
  SITE_URL: "https://www.deltahealth.eg",
  EMAIL_FROM: "Delta Health <care@deltahealth.eg>",
  CONTACT_INBOX: "team@deltahealth.eg",
  REPLY_DOMAIN: "reply.deltahealth.eg",
};

describe("npm run deploy's check of the operator's settings (scripts/check-operator.ts)", () => {
  it("refuses the committed placeholders in every setting, not only the two e-mail addresses", () => {
    const [placeholders] = deployProblems(wranglerToml);
    for (const setting of [
      "SITE_URL (https://nilecare.example)",
      "EMAIL_FROM (NileCare <care@nilecare.example>)",
      "CONTACT_INBOX (care@nilecare.example)",
      "REPLY_DOMAIN (reply.nilecare.example)",
      "OPERATOR_EMAIL (care@nilecare.example)",
      "OPERATOR_PRIVACY_EMAIL (privacy@nilecare.example)",
      "OPERATOR_PHONE (+20 2 555 0100)",
      "OPERATOR_EMERGENCY_PHONE (+20 100 555 0199)",
      "OPERATOR_TAX_ID (000-000-000)",
      "OPERATOR_REGISTRATION (000000)",
      "OPERATOR_LICENCE (0000)",
    ]) {
      expect(placeholders).toContain(setting);
    }
  });

  it("lets an operator's own settings through", () => {
    expect(deployProblems(withProductionVars(realSettings))).toEqual([]);
  });

  it("refuses any one placeholder left: a reserved or local host, a 555-01xx number", () => {
    for (const [name, value] of [
      ["SITE_URL", "http://127.0.0.1:8787"],
      ["SITE_URL", "http://localhost:8787"],
      ["SITE_URL", "https://staging.nilecare.test"],
      ["EMAIL_FROM", "Delta Health <care@deltahealth.example>"],
      ["CONTACT_INBOX", "team@localhost"],
      ["REPLY_DOMAIN", "reply.nilecare.example"],
      ["OPERATOR_PHONE", "+1 212 555-0142"],
      ["OPERATOR_EMERGENCY_PHONE", "+20 100 555 0100"],
      ["VIDEO_CALL_BASE_URL", "http://127.0.0.1:8443"],
      ["OPERATOR_EMAIL", ""],
    ] as const) {
      const problems = deployProblems(withProductionVars({ ...realSettings, [name]: value }));
      expect(problems[0], `${name} = ${value}`).toContain(`${name} (${value || "not set"})`);
    }
  });
});
