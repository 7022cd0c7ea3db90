import { data, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { site } from "~content/site";
import { getUserId } from "~/auth/session.server";
import { BookingDetailsForm } from "~/booking/booking-details-form";
import { openRequestChoices } from "~/cases/about-request.server";
import { bookingDetailsSchema } from "~/booking/booking-form";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { getBooking, isHoldLive, MAX_OPEN_CONSULTATIONS } from "~/booking/bookings.server";
import {
  accountDefaults,
  bookedToast,
  bookingFromLink,
  bookingTimeLabels,
  confirmHoldOrRetake,
} from "~/booking/hold-page.server";
import { bookingPath } from "~/booking/links.server";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant } from "~/i18n/time";
import { formMessage } from "~/i18n/form-message";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/book.hold.$id";
import { requestNow } from "~/dev/clock.server";

export async function loader({ request, context, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("hold", id, request);
  const userId = getUserId(context);
  const locale = getLocale(context);
  const t = getTranslator(context);
  const now = requestNow();
  const state = booking.status === "awaiting_email" ? "awaiting_email" : isHoldLive(booking, now) ? "held" : "expired";
  const replaced = booking.replacesId ? await getBooking(booking.replacesId) : undefined;
  const [{ defaults, linkOptions }, openRequests] = await Promise.all([
    accountDefaults(userId, t, locale),
    // A moved consultation stays with its request: nothing to ask.
    booking.replacesId ? [] : openRequestChoices(userId, t, locale),
  ]);
  return {
    meta: { title: t("booking.hold.meta.title") },
    state,
    signedIn: Boolean(userId),
    times: bookingTimeLabels(booking, locale),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdUntil: booking.holdExpiresAt
      ? formatInstant(booking.holdExpiresAt, { zone: booking.patientZone, locale, preset: "timeAndZone" })
      : null,
    defaults: replaced
      ? {
          name: replaced.name ?? "",
          email: replaced.email ?? "",
          phone: replaced.phone ?? "",
          topic: replaced.topic ?? "",
        }
      : defaults,
    linkOptions,
    openRequests,
    constraint: formConstraint(bookingDetailsSchema),
    sentTo: booking.status === "awaiting_email" ? booking.email : null,
  };
}

export async function action({ request, context, params: { id } }: Route.ActionArgs) {
  const hold = await bookingFromLink("hold", id, request);
  const submission = parseWithZod(await readFormBody(request), { schema: bookingDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const userId = getUserId(context);
  const result = await confirmHoldOrRetake(hold, submission.value, userId, requestNow(), getLocale(context));
  switch (result.outcome) {
    case "expired":
      return data({ result: submission.reply(), error: getTranslator(context)("booking.hold.expired") }, { status: 410 });
    case "alreadyMoved":
      return data({ result: submission.reply(), error: getTranslator(context)("booking.hold.alreadyMoved") }, { status: 409 });
    case "tooMany": {
      const tooMany = formMessage("booking.errors.tooManyOpen", { max: MAX_OPEN_CONSULTATIONS });
      return data({ result: submission.reply({ fieldErrors: { email: [tooMany] } }), error: null }, { status: 409 });
    }
    case "awaiting_email":
      throw redirect(await bookingPath("hold", result.booking.id, "", getLocale(context)));
    case "confirmed":
      throw await respond({ request, context }, { status: "redirect", to: await bookingPath("manage", result.booking.id, "", getLocale(context)), toast: bookedToast(context) });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.meta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function HoldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, times, holdUntil, defaults, linkOptions, openRequests, signedIn, sentTo, constraint } = loaderData;
  const t = useT();
  const expired = state === "expired" || Boolean(actionData?.error);
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>{state === "awaiting_email" ? t("booking.hold.checkEmail") : t("booking.hold.confirm")}</h1>
        <div className={ui.card}>
          <BookingSummary times={times} />
        </div>
        {state === "awaiting_email" ? (
          <p className={styles.notice} role="status">
            {t("booking.hold.sentToBefore")} <strong>{sentTo}</strong>
            {t("booking.hold.sentToAfter")}
          </p>
        ) : expired ? (
          <div className={ui.card}>
            <p role="alert" className={styles.alert}>
              {actionData?.error ?? t("booking.hold.expired")}
            </p>
            <Link to="/book" className={ui.button.primary}>
              {t("booking.chooseTime")}
            </Link>
          </div>
        ) : (
          <div className={ui.card}>
            <p className={styles.notice}>{t("booking.hold.until", { time: holdUntil ?? "" })}</p>
            <BookingDetailsForm
              lastResult={actionData?.result}
              constraint={constraint}
              defaults={defaults}
              linkOptions={linkOptions}
              openRequests={openRequests}
              signedIn={signedIn}
            />
            <Link to="/book">{t("booking.hold.chooseAnother")}</Link>
          </div>
        )}
      </div>
    </section>
  );
}
