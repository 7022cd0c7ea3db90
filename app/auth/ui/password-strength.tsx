import { visuallyHidden } from "~/styles/ui.css";
import { passwordRules, passwordStrength } from "../password-rules";
import * as styles from "./auth.css";

/**
 * The live strength meter and requirement checklist the product spec describes. The checklist is always
 * there (without JavaScript it is the list of rules); the meter appears once
 * something has been typed.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { percent, label, tone } = passwordStrength(password);
  return (
    <div className={styles.strength}>
      {password ? (
        <>
          <div className={styles.strengthHeader}>
            <span>Password strength</span>
            <span className={styles.strengthLabel[tone]}>{label}</span>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${label}, ${percent}%`}
          >
            <div className={styles.strengthBar[tone]} style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : null}
      <ul className={styles.checklist} aria-label="Password requirements">
        {passwordRules.map((rule) => {
          const met = password !== "" && rule.test(password);
          return (
            <li key={rule.id} className={met ? styles.rule.met : styles.rule.unmet} data-met={met}>
              <span aria-hidden="true">{met ? "✓" : "○"}</span>
              {rule.label}
              <span className={visuallyHidden}>{met ? " (met)" : " (not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
