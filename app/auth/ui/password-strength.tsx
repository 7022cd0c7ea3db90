import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/ui.css";
import { MIN_PASSWORD_LENGTH, passwordRules, passwordStrength } from "../password-rules";
import * as styles from "./auth.css";

/**
 * The live strength meter and requirement checklist the product spec describes. The checklist is always
 * there (without JavaScript it is the list of rules); the meter appears once
 * something has been typed.
 */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  const { percent, label: strength, tone } = passwordStrength(password);
  const label = strength ? t(`auth.strength.${strength}`) : "";
  return (
    <div className={styles.strength}>
      {password ? (
        <>
          <div className={styles.strengthHeader}>
            <span>{t("auth.strength.label")}</span>
            <span className={styles.strengthLabel[tone]}>{label}</span>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={t("auth.strength.label")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("auth.strength.value", { label, percent })}
          >
            <div className={styles.strengthBar[tone]} style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : null}
      <ul className={styles.checklist} aria-label={t("auth.strength.requirements")}>
        {passwordRules.map((rule) => {
          const met = password !== "" && rule.test(password);
          return (
            <li key={rule.id} className={met ? styles.rule.met : styles.rule.unmet} data-met={met}>
              <span aria-hidden="true">{met ? "✓" : "○"}</span>
              {t(`auth.rule.${rule.id}`, { min: MIN_PASSWORD_LENGTH })}
              <span className={visuallyHidden}>{t(met ? "auth.strength.met" : "auth.strength.notMet")}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
