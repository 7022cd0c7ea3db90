import { useLongDate } from "~/cases/use-long-date";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./cases.css";
import type { PatientJourney } from "./journey.server";

const markClass = {
  done: `${styles.stageMark} ${styles.stageDone}`,
  current: `${styles.stageMark} ${styles.stageCurrent}`,
  next: styles.stageMark,
};

/** The patient's journey: the six steps (done, current, next, with dates), their coordinator, and the itinerary. */
export function JourneySection({ journey, timeZone }: { journey: PatientJourney; timeZone: string }) {
  const t = useT();
  const longDate = useLongDate(timeZone);
  return (
    <>
      <section id="journey" className={ui.card} aria-labelledby="journey-title">
        <h2 id="journey-title">{t("requests.journey.title")}</h2>
        <p>
          {journey.coordinator
            ? t("requests.journey.coordinator", { name: journey.coordinator })
            : t("requests.journey.noCoordinator")}
        </p>
        <ol className={styles.stages}>
          {journey.steps.map((step, index) => (
            <li key={step.stage} className={styles.stage} aria-current={step.state === "current" ? "step" : undefined}>
              <span className={markClass[step.state]} aria-hidden="true">
                {step.state === "done" ? "✓" : index + 1}
              </span>
              <span className={styles.stageName}>
                {step.title}
                <span className={ui.visuallyHidden}>{`: ${t(`requests.journey.state.${step.state}`)}`}</span>
              </span>
              {step.at ? (
                <span className={styles.stageMeta}>
                  {step.state === "current"
                    ? t("requests.journey.since", { date: longDate(step.at) })
                    : t("requests.journey.reached", { date: longDate(step.at) })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section id="itinerary" className={ui.card} aria-labelledby="itinerary-title">
        <h2 id="itinerary-title">{t("requests.itinerary.title")}</h2>
        {journey.itinerary.length === 0 && journey.trip.length === 0 ? (
          <p className={ui.muted}>{t("requests.itinerary.empty")}</p>
        ) : null}
        {journey.itinerary.length > 0 ? (
          <dl className={styles.facts}>
            {journey.itinerary.map((line) => (
              <div key={line.label} className={styles.factRow}>
                <dt>{line.label}</dt>
                <dd dir="auto" className={line.multiline ? styles.multiline : undefined}>
                  {line.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {journey.trip.length > 0 ? (
          <ol className={styles.tripItems}>
            {journey.trip.map((item) => (
              <li
                key={item.key}
                id={`trip-${item.key}`}
                className={styles.tripItem}
                aria-labelledby={`trip-${item.key}-title`}
              >
                <h3 id={`trip-${item.key}-title`} className={styles.tripTitle}>
                  {item.title}
                </h3>
                {item.when.length > 0 ? (
                  <p className={styles.tripWhen}>
                    {item.when.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </p>
                ) : null}
                {item.lines.length > 0 ? (
                  <dl className={styles.facts}>
                    {item.lines.map((line) => (
                      <div key={line.label} className={styles.factRow}>
                        <dt>{line.label}</dt>
                        <dd dir="auto">
                          {line.phone ? (
                            <a href={line.phone.tel} dir="ltr">
                              {line.value}
                            </a>
                          ) : (
                            line.value
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {item.calendarPath ? (
                  <p>
                    <a href={item.calendarPath} download className={`${ui.button.outline} ${styles.calendarLink}`}>
                      {t("requests.itinerary.calendarItem")}
                      <span className={ui.visuallyHidden}>{`: ${item.title}`}</span>
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {journey.icsPath ? (
          <p>
            <a href={journey.icsPath} download className={`${ui.button.outline} ${styles.calendarLink}`}>
              {t("requests.itinerary.calendar")}
            </a>
          </p>
        ) : null}
      </section>
    </>
  );
}
