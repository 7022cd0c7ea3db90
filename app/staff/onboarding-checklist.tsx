import { Link } from "react-router";
import type { OnboardingState, OnboardingStep } from "./onboarding.server";
import * as styles from "./staff.css";

type Step = { title: string; text: string; links: { to: string; label: string; site?: boolean }[] };

/** Each step in the console's words (English, decision 0131), with the page that fills it. */
const steps: Record<OnboardingStep, Step> = {
  identity: {
    title: "Who runs the site",
    text: "Every page's footer states the registered company with its tax, commercial registration and licence numbers: OPERATOR_LEGAL_NAME, OPERATOR_TAX_ID, OPERATOR_REGISTRATION and OPERATOR_LICENCE in [env.production.vars] of wrangler.toml, then npm run deploy.",
    links: [{ to: "/", label: "See the footer", site: true }],
  },
  hours: {
    title: "Working hours",
    text: "The hours the contact page and the footer state and the reply clock counts. Save them once, even if the starting week (Monday to Saturday, 09:00–18:00) is yours.",
    links: [{ to: "/staff/admin/hours", label: "Set the working hours" }],
  },
  facility: {
    title: "A first facility",
    text: "A hospital, clinic or lab with its address, photos and accreditations, shown on About and on its own page.",
    links: [{ to: "/staff/facilities/new", label: "Add a facility" }],
  },
  doctors: {
    title: "Doctors",
    text: "The directory, the specialty pages and the home page show the doctors you add and show.",
    links: [{ to: "/staff/doctors/new", label: "Add a doctor" }],
  },
  procedures: {
    title: "Procedures with prices",
    text: "What the site offers, at what price: the home cards, /treatments, the planner's budget guide and the intake's estimate read them. A new procedure waits until you offer it.",
    links: [{ to: "/staff/catalogue/new", label: "Add a procedure" }],
  },
  team: {
    title: "The team",
    text: "The people About presents, with their roles, languages and photos.",
    links: [{ to: "/staff/team/new", label: "Add a team member" }],
  },
  hotels: {
    title: "Hotels",
    text: "The hotels the planner offers and each facility's page lists nearby.",
    links: [{ to: "/staff/hotels/new", label: "Add a hotel" }],
  },
  legal: {
    title: "Privacy notice",
    text: "The privacy notice names who is responsible for patients' data, where, and the address to write to: OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS, OPERATOR_ADDRESS_AR and OPERATOR_PRIVACY_EMAIL. Read it in both languages. The site has no terms page.",
    links: [
      { to: "/privacy", label: "Read the privacy notice", site: true },
      { to: "/ar/privacy", label: "Read it in Arabic", site: true },
    ],
  },
};

/**
 * What a new site still lacks, for admins on the case list (decision 0151): each step, done or not from the data,
 * and the page that fills it. Drawn only while a step is left, so a site made its own no longer shows it.
 */
export function OnboardingChecklist({ state }: { state: OnboardingState }) {
  const order = Object.keys(steps) as OnboardingStep[];
  const done = order.filter((step) => state.done[step]).length;
  if (done === order.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="onboarding-title">
      <details className={styles.fold} open>
        <summary className={styles.foldTitle}>
          <h2 id="onboarding-title" className={styles.panelTitle}>
            {`Set up the site: ${done} of ${order.length} steps done`}
          </h2>
        </summary>
        <div className={styles.foldBody}>
          <p className={styles.summary}>
            The site started empty: until a step is done its public pages say "coming soon" where it would show.
          </p>
          <ol className={styles.plainList}>
            {order.map((step) => {
              const { title, text, links } = steps[step];
              const placeholders = step === "identity" || step === "legal" ? state.placeholders[step] : [];
              return (
                <li key={step} className={styles.listItem} data-step={step}>
                  <span className={state.done[step] ? styles.status.scheduled : styles.status.new}>
                    {state.done[step] ? "Done" : "To do"}
                  </span>
                  <strong>{title}</strong>
                  <span>{text}</span>
                  {placeholders.length > 0 ? (
                    <span className={styles.subtle}>{`Still a placeholder: ${placeholders.join(", ")}`}</span>
                  ) : null}
                  <span className={styles.filterActions}>
                    {links.map((link) => (
                      <Link key={link.to} to={link.to} reloadDocument={link.site}>
                        {link.label}
                      </Link>
                    ))}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </details>
    </section>
  );
}
