import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import * as styles from "~/aftercare/aftercare.css";
import { CheckinForm } from "~/aftercare/checkin-form";
import { checkinAnswerSchema } from "~/aftercare/checkin-schema";
import { answerCheckin, requirePatientCheckin } from "~/aftercare/checkins.server";
import { requestNow } from "~/dev/clock.server";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { ltrText } from "~/i18n/isolate";
import { Ltr } from "~/i18n/ltr";
import { site } from "~content/site";
import { useOperator } from "~/operator/use-operator";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/aftercare.$checkinId";

export async function loader(args: Route.LoaderArgs) {
  const { checkin, state, signs } = await requirePatientCheckin(args, args.params.checkinId, requestNow());
  // The page's own path and query (the e-mailed link's key), /ar included, built from the route rather than the
  // request: a client-side visit loads this with a request URL ending in ".data", and the form would post there.
  const search = new URL(args.request.url).search;
  return {
    state,
    day: checkin.dayOffset,
    signs,
    urgent: checkin.urgent,
    wantsCall: checkin.wantsCall === true,
    actionUrl: `${pathFor(args.context, `/aftercare/${args.params.checkinId}`)}${search}`,
    constraint: formConstraint(checkinAnswerSchema),
    metaTitle: getTranslator(args.context)("aftercare.meta.title"),
  };
}

/** The patient's answer: stored once; an urgent one tells the team in the same request. */
export async function action(args: Route.ActionArgs) {
  const found = await requirePatientCheckin(args, args.params.checkinId, requestNow());
  const form = await readFormBody(args.request);
  const submission = parseWithZod(form, { schema: checkinAnswerSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const t = getTranslator(args.context);
  if (found.state === "open") await answerCheckin(found, submission.value, new Date(requestNow()));
  // Answered twice (two tabs) or after closing: the page shows what stands, nothing is overwritten.
  const toast = { title: t("aftercare.toast.sent") };
  return respond(args, { status: "done", reply: { result: submission.reply({ resetForm: true }) }, toast }, form);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** One follow-up check-in: the questions, then thanks, or what to do now when an answer is urgent. */
export default function Checkin({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const operator = useOperator();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        {d.state === "open" ? (
          <>
            <h1>{t("aftercare.title")}</h1>
            <p className={ui.muted}>{t("aftercare.lead", { day: d.day })}</p>
            <CheckinForm actionUrl={d.actionUrl} signs={d.signs} constraint={d.constraint} />
          </>
        ) : d.state === "answered" ? (
          <>
            {d.urgent ? <WhatToDoNow /> : null}
            <section className={ui.card} aria-labelledby="answered">
              <h1 id="answered">{t("aftercare.answered.title")}</h1>
              <p>{t("aftercare.answered.lead")}</p>
              {d.wantsCall ? <p>{t("aftercare.answered.call")}</p> : null}
            </section>
          </>
        ) : (
          <section className={ui.card} aria-labelledby="closed">
            <h1 id="closed">{t("aftercare.closed.title")}</h1>
            <p>{t("aftercare.closed.lead", { phone: ltrText(operator.phone) })}</p>
          </section>
        )}
      </div>
    </div>
  );
}

function WhatToDoNow() {
  const t = useT();
  const operator = useOperator();
  return (
    <section className={styles.urgent} role="alert" aria-labelledby="urgent">
      <h2 id="urgent" className={styles.urgentTitle}>
        {t("aftercare.urgent.title")}
      </h2>
      <p>{t("aftercare.urgent.lead")}</p>
      <p>{t("aftercare.urgent.emergency")}</p>
      <p className={styles.callLine}>
        {t("aftercare.urgent.line")} 
        <a href={operator.emergencyPhoneHref}>
          <Ltr>{operator.emergencyPhone}</Ltr>
        </a>
      </p>
      <p>
        {t("aftercare.urgent.email")} 
        <a href={`mailto:${operator.email}`}>
          <Ltr>{operator.email}</Ltr>
        </a>
      </p>
      <p>{t("aftercare.urgent.doctor")}</p>
    </section>
  );
}
