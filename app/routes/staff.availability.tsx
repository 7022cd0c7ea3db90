import { site } from "~content/site";
import { changeAvailability, loadAvailability } from "~/booking/availability.server";
import { ExceptionForm, RemoveButton, WeeklyHoursForm } from "~/booking/availability-editor";
import * as styles from "~/booking/booking.css";
import * as staffStyles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import { formatDate } from "~/utils/format-date";
import type { Route } from "./+types/staff.availability";

export const loader = ({ request }: Route.LoaderArgs) => loadAvailability(request);

export const action = ({ request }: Route.ActionArgs) => changeAvailability(request);

export function meta() {
  return [{ title: `Consultation Hours | ${site.name} Staff` }, { name: "robots", content: "noindex" }];
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, week, exceptions, constraints, today } = loaderData;
  return (
    <div className={staffStyles.page}>
      <div>
        <h1 className={staffStyles.pageTitle}>Consultation hours</h1>
        <p className={styles.hint}>
          {staffName}: patients can book 15-minute video calls in these hours. All times are Cairo time (Africa/Cairo);
          the site converts them for each patient, daylight saving included.
        </p>
      </div>
      <div className={styles.staffColumns}>
        <div className={ui.card}>
          <h2>Every week</h2>
          <ul className={styles.rowList}>
            {week.map((day) => (
              <li key={day.weekday} className={styles.row}>
                <strong>{day.name}</strong>
                {day.windows.length === 0 ? (
                  <span className={styles.hint}>No hours</span>
                ) : (
                  <ul className={styles.rowList}>
                    {day.windows.map((w) => (
                      <li key={w.id} className={styles.windowItem}>
                        <span>{w.label}</span>
                        <RemoveButton intent="remove-hours" id={w.id} label={`Remove ${day.name} ${w.label}`} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <h3>Add hours</h3>
          <WeeklyHoursForm answer={actionData} constraint={constraints.hours} weekdays={week} />
        </div>
        <div className={ui.card}>
          <h2>Days off and extra hours</h2>
          {exceptions.length === 0 ? (
            <p className={styles.hint}>No exceptions from today on.</p>
          ) : (
            <ul className={styles.rowList}>
              {exceptions.map((e) => (
                <li key={e.id} className={styles.row}>
                  <span>
                    <strong>{formatDate(e.date)}</strong> · {e.label}
                  </span>
                  <RemoveButton intent="remove-exception" id={e.id} label={`Remove ${e.label} on ${e.date}`} />
                </li>
              ))}
            </ul>
          )}
          <h3>Add an exception</h3>
          <ExceptionForm answer={actionData} constraint={constraints.exception} today={today} />
        </div>
      </div>
    </div>
  );
}
