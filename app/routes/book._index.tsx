import { useEffect } from "react";
import { useActionData, useNavigation, useRevalidator } from "react-router";
import { site } from "~content/site";
import { holdChosenSlot, loadBookingPage } from "~/booking/booking-page.server";
import * as styles from "~/booking/booking.css";
import { ZonePicker } from "~/booking/zone-picker";
import { Form, Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import type { Route } from "./+types/book._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadBookingPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => holdChosenSlot(request, context);

// A refused hold (409) must still refresh the list, so the taken time disappears.
export const shouldRevalidate = () => true;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.meta.title} | ${site.name}` },
    { name: "description", content: loaderData?.meta.description },
  ];
}

/** Free times change while the page is open: refresh them every 30 seconds when it is visible. */
function useFreshTimes() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, 30_000);
    return () => clearInterval(timer);
  }, [revalidate]);
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const { zone, zoneName, zoneSource, zoneGroups, doctor, replacing, days, selectedDay } = loaderData;
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useFreshTimes();
  const keep: Record<string, string> = {};
  if (doctor) keep.doctor = doctor.id;
  if (replacing) Object.assign(keep, { reschedule: replacing.id, key: replacing.key });
  const dayHref = (date: string) => `?${new URLSearchParams({ ...keep, zone, day: date })}`;
  const busy = navigation.state === "submitting";

  return (
    <>
      <section className={ui.hero} aria-labelledby="book-title">
        <div className={ui.container}>
          <h1 id="book-title" className={ui.heroTitle}>
            {replacing ? t("booking.titleNew") : t("booking.title")}
          </h1>
          <p className={ui.heroLead}>
            {doctor ? t("booking.leadDoctor", { doctor: doctor.name }) : t("booking.lead")}
          </p>
        </div>
      </section>
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.page}`}>
          {replacing ? (
            <p className={styles.notice}>
              {t("booking.replacing", { when: replacing.when })}
            </p>
          ) : null}
          <div className={ui.card}>
            <ZonePicker zone={zone} zoneName={zoneName} zoneSource={zoneSource} groups={zoneGroups} keep={keep} />
            <p className={styles.hint}>
              {t("booking.showingTimesBefore")} <strong>{zoneName}</strong> {t("booking.zoneInParens", { zone })}
            </p>
          </div>

          <ErrorList errors={[actionData?.error]} role="alert" />

          {days.length === 0 || !selectedDay ? (
            <div className={ui.card}>
              <h2>{t("booking.noTimes.title")}</h2>
              <p>
                {t("booking.noTimes.before")} <Link to="/contact?topic=consultation">{t("booking.noTimes.link")}</Link>{" "}
                {t("booking.noTimes.callUs")}{" "}
                <a href={site.phoneHref}>
                  <Ltr>{site.phone}</Ltr>
                </a>
                {t("booking.noTimes.after")}
              </p>
            </div>
          ) : (
            <>
              <nav aria-label={t("booking.daysNav")} className={ui.card}>
                <h2>{t("booking.chooseDay")}</h2>
                <ul className={styles.dayList}>
                  {days.map((day) => (
                    <li key={day.date}>
                      <Link
                        to={dayHref(day.date)}
                        className={styles.dayLink}
                        aria-current={day.date === selectedDay.date ? "date" : undefined}
                        preventScrollReset
                      >
                        <span className={styles.dayName}>{day.label}</span>
                        <span className={styles.dayCount}>{t("booking.timesCount", { count: day.count })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>

              <Form method="post" className={ui.card} aria-labelledby="times-title">
                <h2 id="times-title">{selectedDay.label}</h2>
                <p className={styles.hint}>{t("booking.holdHint")}</p>
                <input type="hidden" name="zone" value={zone} />
                {Object.entries(keep).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <ul className={styles.slotGrid}>
                  {selectedDay.slots.map((slot) => (
                    <li key={slot.at}>
                      <button
                        type="submit"
                        name="startsAt"
                        value={slot.at}
                        className={styles.slotButton}
                        disabled={busy}
                      >
                        <span className={styles.slotTime}>{slot.time}</span>
                        <span className={ui.visuallyHidden}> {t("booking.yourTime")} </span>
                        <span className={styles.slotCairo}>{t("booking.cairoSlot", { time: slot.cairo })}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </Form>
            </>
          )}
        </div>
      </section>
    </>
  );
}
