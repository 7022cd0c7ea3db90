import { useFieldValue, type FieldMetadata } from "~/forms/use-form";
import { useT } from "~/i18n/use-t";
import { Field } from "~/ui/forms";
import { liveMismatch } from "./password-checks";
import { PasswordStrength } from "./password-strength";

/**
 * "New Password" with its strength meter and "Confirm New Password" with the live mismatch message:
 * the pair the account's password change and the reset form share.
 */
export function NewPasswordFields({ password, confirmPassword }: { password: FieldMetadata; confirmPassword: FieldMetadata }) {
  const t = useT();
  const typedPassword = useFieldValue(password);
  const mismatch = liveMismatch(typedPassword, useFieldValue(confirmPassword));
  return (
    <>
      <Field
        meta={password}
        label={t("auth.field.newPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={typedPassword ?? ""} />}
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
