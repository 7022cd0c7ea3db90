/**
 * The honeypot: a text input named "website" that people never see or fill and
 * bots that fill every input do. Each anonymous form renders it itself (a shared
 * component would cost the footer's every-page JavaScript an extra file); the
 * worker tests check that every form carries it.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
