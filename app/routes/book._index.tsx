import { useEffect } from "react";
import { useOperator } from "~/operator/use-operator";
import { data, redirect, useActionData, useNavigation, useRevalidator } from "react-router";
import { site } from "~content/site";
import { getUserId } from "~/auth/session.server";
import { bookingToReplace, doctorFor, holdMessages } from "~/booking/booking-page.server";
import * as styles from "~/booking/booking.css";
import { holdSlot, listFreeStartTimes, saveTimeZone } from "~/booking/bookings.server";
import { bookingPath } from "~/booking/links.server";
import { groupByDay } from "~/booking/slots";
import { CLINIC_ZONE, isTimeZone, zoneDescription, zoneLabel, formatInstant } from "~/i18n/time";
import { ZonePicker } from "~/booking/zone-picker";
import { resolvePatientZone, zoneContent } from "~/auth/zone.server";
import { readFormBody } from "~/forms/request-body.server";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Form, Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { clientKey, networkKey, releaseLimit, takeLimits } from "~/security/rate-limit.server";
import { retryAfterHeaders } from "~/security/retry-after";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/book._index";
import { requestNow } from "~/dev/clock.server";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = requestNow();
  const locale = getLocale(context);
  const zones = zoneContent(context);
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
    label: formatInstant(dayTimes[0]!, { zone: zone, locale, preset: "shortDay" }),
    longLabel: formatInstant(dayTimes[0]!, { zone: zone, locale, preset: "day" }),
    times: dayTimes,
  }));
  const selected = days.find((d) => d.date === url.searchParams.get("day")) ?? days[0];
  const t = getTranslator(context);
  const page = {
    meta: { title: t("booking.meta.title"), description: t("booking.meta.description"), image: siteShareImage(locale) },
    zone,
    zoneName: zoneLabel(zone, zones.names),
    /** The zone beside its city: its id in English, its name in Arabic (no Latin ids on /ar pages). */
    zoneDescription: zoneDescription(zone, locale),
    zoneSource: source,
    /** The list of the zone picker, in the page's language. */
    zoneGroups: zones.groups.map((group) => ({
      label: group.label,
      zones: group.zones.map((id) => ({ id, name: zoneLabel(id, zones.names), description: zoneDescription(id, locale) })),
    })),
    doctor,
    replacing: replacing
      ? {
          id: replacing.id,
          key: url.searchParams.get("key")!,
          when: formatInstant(replacing.startsAt, { zone: zone, locale, preset: "dateTime" }),
        }
      : null,
    days: days.map(({ date, label, times: t }) => ({ date, label, count: t.length })),
    selectedDay: selected
      ? {
          date: selected.date,
          label: selected.longLabel,
          slots: selected.times.map((at) => ({
            at: new Date(at).toISOString(),
            time: formatInstant(at, { zone: zone, locale, preset: "time" }),
            cairo: formatInstant(at, { zone: CLINIC_ZONE, locale, preset: "time" }),
          })),
        }
      : null,
  };
  return data(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The post of a chosen time: hold it and go to the details form, or say why not (in the page's language). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = getTranslator(context);
  const form = await readFormBody(request);
  const zone = String(form.get("zone") ?? "");
  if (!isTimeZone(zone)) return data({ error: t(holdMessages.zone) }, { status: 400 });
  const startsAt = Date.parse(String(form.get("startsAt") ?? "").slice(0, 40));
  const now = requestNow();
  const replacing = await bookingToReplace(
    (form.get("reschedule") as string | null) || null,
    (form.get("key") as string | null) || null,
    now,
  );
  const doctor = await doctorFor((form.get("doctor") as string | null) || null);
  const budget = [
    { name: "consultationHoldsPerClient", subject: clientKey(request) },
    { name: "consultationHoldsPerNetwork", subject: networkKey(request) },
  ] as const;
  const limit = await takeLimits([...budget]);
  if (!limit.allowed) {
    const error = formMessageIn(getLocale(context), limit.message);
    return data({ error }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const result = await holdSlot({
    startsAt,
    patientZone: zone,
    locale: getLocale(context),
    userId: getUserId(context),
    doctorId: doctor?.id ?? null,
    replacesId: replacing?.id ?? null,
    now,
  });
  if ("error" in result) {
    // No slot was held, so the budget is given back.
    await Promise.all(budget.map((check) => releaseLimit(check.name, check.subject)));
    return data({ error: t(holdMessages[result.error]) }, { status: 409 });
  }
  throw redirect(await bookingPath("hold", result.held.id, "", getLocale(context)));
}

// A refused hold (409) must still refresh the list, so the taken time disappears.
export const shouldRevalidate = () => true;

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, image } = loaderData.meta;
  return seoMeta({ title: `${title} | ${site.name}`, description, image, path: "/book", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
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
  const { zone, zoneName, zoneDescription: zoneShown, zoneSource, zoneGroups, doctor, replacing, days, selectedDay } = loaderData;
  const t = useT();
  const operator = useOperator();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useFreshTimes();
  const keep: Record<string, string> = {};
  if (doctor) keep.doctor = doctor.id;
  if (replacing) Object.assign(keep, { reschedule: replacing.id, key: replacing.key });
  // The day's times sit below the list of days: the fragment brings them into view, with or without JavaScript.
  const dayHref = (date: string) => `?${new URLSearchParams({ ...keep, zone, day: date })}#times-title`;
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
            <ZonePicker zone={zone} zoneName={zoneName} zoneDescription={zoneShown} zoneSource={zoneSource} groups={zoneGroups} keep={keep} />
            <p className={styles.hint}>
              {t("booking.showingTimesBefore")} <strong>{zoneName}</strong> {t("booking.zoneInParens", { zone: zoneShown })}
            </p>
          </div>

          <ErrorList errors={[actionData?.error]} role="alert" />

          {days.length === 0 || !selectedDay ? (
            <div className={ui.card}>
              <h2>{t("booking.noTimes.title")}</h2>
              <p>
                {t("booking.noTimes.before")} <Link to="/contact?topic=consultation">{t("booking.noTimes.link")}</Link>{" "}
                {t("booking.noTimes.callUs")}{" "}
                <a href={operator.phoneHref}>
                  <Ltr>{operator.phone}</Ltr>
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
