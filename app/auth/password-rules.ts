/**
 * The five password rules and the strength meter of the product spec. Plain functions with
 * no dependencies: the sign-up and reset schemas, the server and the live meter in
 * the browser all read the same list.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; the cap keeps hashing cost bounded. */
export const MAX_PASSWORD_LENGTH = 128;

export const passwordRules = [
  {
    id: "length",
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
  },
  { id: "uppercase", label: "One uppercase letter", test: (p: string) => /\p{Lu}/u.test(p) },
  { id: "lowercase", label: "One lowercase letter", test: (p: string) => /\p{Ll}/u.test(p) },
  { id: "number", label: "One number", test: (p: string) => /\p{N}/u.test(p) },
  { id: "special", label: "One special character", test: (p: string) => /[^\p{L}\p{N}]/u.test(p) },
] as const;

type PasswordRuleId = (typeof passwordRules)[number]["id"];

function metPasswordRules(password: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => rule.test(password)).map((rule) => rule.id);
}

export function meetsAllPasswordRules(password: string) {
  return metPasswordRules(password).length === passwordRules.length;
}

type StrengthTone = "success" | "warning" | "destructive";

type PasswordStrength = {
  percent: number;
  /** Which of the four labels applies (a key of the `auth.strength` messages), or "" for an empty password. */
  label: "strong" | "good" | "fair" | "weak" | "";
  tone: StrengthTone;
};

/** percent = rules met / 5 × 100; labels at 80 / 60 / 40 / above 0, colours at 80 / 60. */
export function passwordStrength(password: string): PasswordStrength {
  const percent = (metPasswordRules(password).length / passwordRules.length) * 100;
  const label = percent >= 80 ? "strong" : percent >= 60 ? "good" : percent >= 40 ? "fair" : percent > 0 ? "weak" : "";
  const tone = percent >= 80 ? "success" : percent >= 60 ? "warning" : "destructive";
  return { percent, label, tone };
}
