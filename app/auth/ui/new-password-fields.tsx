import type { FieldMetadata } from "@conform-to/react";
import { useT } from "~/i18n/use-t";
import { Field } from "~/ui/forms";
import { liveMismatch } from "./password-checks";
import { PasswordStrength } from "./password-strength";

/**
 * "New Password" with its strength meter and "Confirm New Password" with the live mismatch message:
 * the pair the account's password change and the reset form share.
 */
type PasswordMeta = FieldMetadata<string, Record<string, unknown>, string[]>;

export function NewPasswordFields({ password, confirmPassword }: { password: PasswordMeta; confirmPassword: PasswordMeta }) {
  const t = useT();
  const mismatch = liveMismatch(password.value, confirmPassword.value);
  return (
    <>
      <Field
        meta={password}
        label={t("auth.field.newPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={password.value ?? ""} />}
      />
      <Field
        meta={confirmPassword}
        label={t("auth.field.confirmNewPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        errors={mismatch ? [mismatch] : undefined}
      />
    </>
  );
}
