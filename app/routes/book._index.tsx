import { useEffect } from "react";
import { Form, Link, data, redirect, useActionData, useNavigation, useRevalidator } from "react-router";
import { site } from "~content/site";
import { bookingToReplace, dayLabel, doctorFor, holdMessages, longDayLabel } from "~/booking/booking-page.server";
import * as styles from "~/booking/booking.css";
import { CLINIC_ZONE, formatDateTime, formatTime, isTimeZone, zoneLabel } from "~/booking/time";
import { ZonePicker } from "~/booking/zone-picker";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import { holdSlot, listFreeStartTimes, saveTimeZone } from "~/booking/bookings.server";
import { getUserId } from "~/auth/session.server";
import { groupByDay } from "~/booking/slots";
import { resolvePatientZone } from "~/booking/zone.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { readFormBody } from "~/forms/request-body.server";
import { bookingPath } from "~/booking/links.server";
import { retryAfterHeaders } from "~/security/retry-after";
import type { Route } from "./+types/book._index";

/** Everything /book shows: the zone, the days with free times and the chosen day's times. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = Date.now();
  const url = new URL(request.url);
  const userId = getUserId(context);
  const { zone, source, setCookie } = await resolvePatientZone(request, userId);
  if (source === "chosen" && userId) await saveTimeZone(userId, zone);
  const [times, doctor, replacing] = await Promise.all([
    listFreeStartTimes(now),
    doctorFor(url.searchParams.get("doctor")),
    bookingToReplace(url.searchParams.get("reschedule"), url.searchParams.get("key"), now),
  ]);
  const days = groupByDay(times, zone).map(({ date, times: dayTimes }) => ({
    date,
    label: dayLabel(dayTimes[0]!, zone),
    longLabel: longDayLabel(dayTimes[0]!, zone),
    times: dayTimes,
  }));
  const selected = days.find((d) => d.date === url.searchParams.get("day")) ?? days[0];
  const page = {
    zone,
    zoneSource: source,
    doctor,
    replacing: replacing
      ? {
          id: replacing.id,
          key: url.searchParams.get("key")!,
          when: formatDateTime(replacing.startsAt.getTime(), zone),
        }
      : null,
    days: days.map(({ date, label, times: t }) => ({ date, label, count: t.length })),
    selectedDay: selected
      ? {
          date: selected.date,
          label: selected.longLabel,
          slots: selected.times.map((at) => ({
            at: new Date(at).toISOString(),
            time: formatTime(at, zone),
            cairo: formatTime(at, CLINIC_ZONE),
          })),
        }
      : null,
  };
  return data(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The post of a chosen time: hold it and go to the details form, or say why not. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const zone = String(form.get("zone") ?? "");
  if (!isTimeZone(zone)) return data({ error: holdMessages.zone }, { status: 400 });
  const startsAt = Date.parse(String(form.get("startsAt") ?? "").slice(0, 40));
  const now = Date.now();
  const replacing = await bookingToReplace(
    (form.get("reschedule") as string | null) || null,
    (form.get("key") as string | null) || null,
    now,
  );
  const doctor = await doctorFor((form.get("doctor") as string | null) || null);
  const limit = await takeLimit("consultationHoldsPerClient", clientKey(request));
  if (!limit.allowed) {
    return data({ error: limit.message }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const result = await holdSlot({
    startsAt,
    patientZone: zone,
    userId: getUserId(context),
    doctorId: doctor?.id ?? null,
    replacesId: replacing?.id ?? null,
    now,
  });
  if ("error" in result) return data({ error: holdMessages[result.error] }, { status: 409 });
  throw redirect(await bookingPath("hold", result.held.id));
}

// A refused hold (409) must still refresh the list, so the taken time disappears.
export const shouldRevalidate = () => true;

export const headers = retryAfterHeaders;

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
