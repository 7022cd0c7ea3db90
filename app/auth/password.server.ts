import { config } from "~/config.server";
import { hashPasswordWithPepper, verifyPasswordWithPepper } from "./password-hash";

export function hashPassword(password: string) {
  return hashPasswordWithPepper(password, config.passwordPepper);
}

/** Whether the password matches; as slow for an unknown account (null) as for a known one. */
export function verifyPassword(password: string, stored: string | null) {
  return verifyPasswordWithPepper(password, stored, config.passwordPepper);
}
