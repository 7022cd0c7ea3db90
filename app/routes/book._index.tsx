import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import { site } from "~content/site";
import { holdChosenSlot, loadBookingPage } from "~/booking/booking-page.server";
import * as styles from "~/booking/booking.css";
import { zoneLabel } from "~/booking/time";
import { ZonePicker } from "~/booking/zone-picker";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import type { Route } from "./+types/book._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadBookingPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => holdChosenSlot(request, context);

// A refused hold (409) must still refresh the list, so the taken time disappears.
export const shouldRevalidate = () => true;

export function meta() {
  return [
    { title: `Schedule a Free Consultation | ${site.name}` },
    {
      name: "description",
      content:
        "Book a free 15-minute video call with a NileCare patient coordinator, at a time shown in your own time zone.",
    },
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
  const { zone, zoneSource, doctor, replacing, days, selectedDay } = loaderData;
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
            {replacing ? "Choose a New Time" : "Schedule Your Free Consultation"}
          </h1>
          <p className={ui.heroLead}>
            A free 15-minute video call with a patient coordinator{doctor ? ` about ${doctor.name}` : ""}. Times are
            shown in your time zone, with Cairo time beside each.
          </p>
        </div>
      </section>
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.page}`}>
          {replacing ? (
            <p className={styles.notice}>
              Your consultation on {replacing.when} stays booked until you confirm the new time.
            </p>
          ) : null}
          <div className={ui.card}>
            <ZonePicker zone={zone} zoneSource={zoneSource} keep={keep} />
            <p className={styles.hint}>
              Showing times for <strong>{zoneLabel(zone)}</strong> ({zone}).
            </p>
          </div>

          <ErrorList errors={[actionData?.error]} role="alert" />

          {days.length === 0 || !selectedDay ? (
            <div className={ui.card}>
              <h2>No free times in the next 14 days</h2>
              <p>
                Please <Link to="/contact?topic=consultation">send us a message</Link> or call us at{" "}
                <a href={site.phoneHref}>{site.phone}</a>, and a coordinator will arrange a call with you.
              </p>
            </div>
          ) : (
            <>
              <nav aria-label="Days with free times" className={ui.card}>
                <h2>Choose a day</h2>
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
                        <span className={styles.dayCount}>
                          {day.count} {day.count === 1 ? "time" : "times"}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>

              <Form method="post" className={ui.card} aria-labelledby="times-title">
                <h2 id="times-title">{selectedDay.label}</h2>
                <p className={styles.hint}>
                  Choosing a time holds it for you for 10 minutes while you enter your details.
                </p>
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
                        <span className={ui.visuallyHidden}> your time, </span>
                        <span className={styles.slotCairo}>Cairo {slot.cairo}</span>
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
