import { useNavigation } from "react-router";
import { site } from "~content/site";
import { requirePatientThread } from "~/conversations/access.server";
import * as styles from "~/conversations/conversations.css";
import { patientTimeZone } from "~/conversations/patient-zone.server";
import { StatusTimeline } from "~/conversations/status-timeline";
import { handlePatientThreadAction } from "~/conversations/thread-actions.server";
import { loadThreadPage } from "~/conversations/thread-page.server";
import { ConversationSection } from "~/conversations/thread-view";
import { useLongDate } from "~/conversations/use-long-date";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Form, Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { QuoteCard } from "~/quotes/quote-card";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/requests.$caseId";

export async function loader(args: Route.LoaderArgs) {
  const access = await requirePatientThread(args, args.params.caseId);
  const page = await loadThreadPage(access, {
    timeZone: await patientTimeZone(args.request, args.context),
    locale: getLocale(args.context),
  });
  return { ...page, metaTitle: getTranslator(args.context)("requests.meta.title") };
}

export async function action(args: Route.ActionArgs) {
  return handlePatientThreadAction(args, await requirePatientThread(args, args.params.caseId));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A patient's request: its status, quotes and the conversation with the coordinators. */
export default function PatientRequest({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const t = useT();
  const longDate = useLongDate(data.timeZone.id);
  const cancelling = useNavigation().formData?.get("intent") === "cancel-plan";
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <div>
          {data.conversationKey ? null : (
            <p>
              <Link to="/dashboard#my-requests">{t("requests.backToList")}</Link>
            </p>
          )}
          <h1 className={styles.heading}>
            {data.treatment
              ? t(`requests.type.${data.type}.about`, { treatment: data.treatment })
              : t(`requests.type.${data.type}`)}
          </h1>
          <p className={ui.muted}>{t("requests.sentOn", { date: longDate(data.receivedAt) })}</p>
        </div>
        <StatusTimeline history={data.history} timeZone={data.timeZone.id} />
        {data.quotes.length > 0 ? (
          <section id="quotes" className={ui.card} aria-labelledby="quotes-title">
            <h2 id="quotes-title">{t("requests.quotesTitle")}</h2>
            {data.quotes.map((quote) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                actionUrl={data.actionUrl}
                printUrl={quote.printUrl}
                timeZone={data.timeZone.id}
                decide
              />
            ))}
          </section>
        ) : null}
        <ConversationSection
          messages={data.messages}
          side="patient"
          actionUrl={data.actionUrl}
          pollPath={data.pollPath}
          conversationKey={data.conversationKey}
          constraint={data.messageConstraint}
          timeZone={data.timeZone}
        />
        {data.canCancelPlan ? (
          <section className={ui.card} aria-labelledby="cancel-title">
            <h2 id="cancel-title">{t("requests.cancel.title")}</h2>
            <p className={ui.muted}>{t("requests.cancel.text")}</p>
            <Form method="post" action={`${data.actionUrl}#status`}>
              <PlainPostMarker />
              <input type="hidden" name="intent" value="cancel-plan" />
              <SubmitButton pending={cancelling} pendingLabel={t("requests.cancel.pending")} variant="outline">
                {t("requests.cancel.submit")}
              </SubmitButton>
            </Form>
          </section>
        ) : data.planCancelled ? (
          <p className={ui.muted}>{t("requests.cancel.done")}</p>
        ) : null}
        {data.conversationKey ? (
          <p className={ui.muted}>
            {t("requests.linkNotice")} <Link to="/auth?tab=signup">{t("requests.linkNoticeSignUp")}</Link>.
          </p>
        ) : null}
      </div>
    </div>
  );
}
