import * as arabicDashboard from "~content/ar/dashboard";
import { useOperator } from "~/operator/use-operator";
import * as englishDashboard from "~content/dashboard";
import { site } from "~content/site";
import { requireUserId } from "~/auth/session.server";
import { getSignedInUserById } from "~/auth/user.server";
import { loadUpcomingAppointments } from "~/booking/upcoming-appointments.server";
import * as styles from "~/dashboard/dashboard.css";
import { DocumentAccessSection } from "~/dashboard/document-access-section";
import { Link } from "~/i18n/links";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { PhoneIcon } from "~/ui/icons";
import * as ui from "~/styles/ui.css";
import { MyRequestsSection } from "~/cases/my-requests-section";
import { treatmentName } from "~/treatments/treatment-name";
import { myRequestsFor } from "~/cases/thread.server";
import { activityLine, recentActivityFor } from "~/cases/activity.server";
import { RecentActivitySection } from "~/dashboard/recent-activity-section";
import { IntakeSection } from "~/intake/intake-section";
import { documentAccessFor } from "~/staff/staff-documents.server";
import { loadIntakeSection } from "~/intake/intake.server";
import { TripPlansSection } from "~/trips/trip-plans-section";
import { getTripPlansForUser } from "~/trips/trip-plans.server";
import type { Widen } from "~/utils/widen";
import { journeyStep } from "~/cases/journey-labels";
import { getStaffUser } from "~/staff/permissions.server";
import { redirect } from "react-router";
import { recommendationsFor } from "~/dashboard/recommendations.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = requireUserId({ request, context });
  // Staff have no treatment to follow: their home is the console, wherever a link sends them.
  if (getStaffUser(context)) throw redirect("/staff");
  const [{ displayName, initials, avatarUrl }, intake, tripPlans, requests, documentAccess, appointments] =
    await Promise.all([
      getSignedInUserById(userId, getTranslator(context)("account.page.defaultName")),
      loadIntakeSection(request, userId, getLocale(context)),
      getTripPlansForUser(userId, getLocale(context)),
      myRequestsFor(userId),
      documentAccessFor(userId),
      loadUpcomingAppointments(userId, getLocale(context)),
    ]);
  const locale = getLocale(context);
  const activity = await recentActivityFor(
    userId,
    requests.map((r) => ({ id: r.id, type: r.type, receivedAt: r.receivedAt })),
  );
  const { quickActions } = contentFor<Widen<typeof englishDashboard>>(context, { en: englishDashboard, ar: arabicDashboard });
  return {
    title: getTranslator(context)("dashboard.meta.title"),
    content: {
      quickActions,
      // The patient's own treatments, from their requests, most recently active first.
      recommendations: await recommendationsFor(
        requests.map((r) => r.treatment),
        locale,
      ),
    },
    displayName,
    initials,
    avatarUrl,
    intake,
    tripPlans,
    // Each request's treatment and its journey (where it is and what comes next) in the page's language.
    requests: requests.map((r) => ({ ...r, treatment: treatmentName(r.treatment, locale), journey: journeyStep(r.stage, locale) })),
    documentAccess,
    appointments,
    activity: activity.map((item) => activityLine(item, locale)),
    // A submitted plan or intake is a started journey: the intake section must not say otherwise.
    journeyStarted: requests.some((r) => r.type !== "contact") || tripPlans.some((p) => p.status !== "cancelled"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const operator = useOperator();
  const { displayName, initials, avatarUrl, intake, tripPlans, requests, documentAccess, appointments, activity, journeyStarted } = loaderData;
  const { quickActions, recommendations } = loaderData.content;
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.welcome}>
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className={styles.avatar} width={72} height={72} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <p className={styles.greeting}>{t("dashboard.welcome.greeting")}</p>
          <h1 className={styles.name}>{displayName}</h1>
          <span className={ui.badge}>{t("dashboard.welcome.badge")}</span>
        </div>
      </div>

      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={ui.card} aria-labelledby="quick-actions">
            <h2 id="quick-actions">{t("dashboard.quickActions.heading")}</h2>
            <div className={styles.actionGrid}>
              {quickActions.map((action) => (
                <Link key={action.label} to={action.to} className={styles.actionLink}>
                  <span className={styles.actionTitle}>{action.label}</span>
                  <span className={ui.muted}>{action.text}</span>
                </Link>
              ))}
            </div>
          </section>

          <MyRequestsSection requests={requests} />

          <IntakeSection {...intake} journeyStarted={journeyStarted} />

          <DocumentAccessSection accesses={documentAccess} />

          <TripPlansSection plans={tripPlans} />

          <RecentActivitySection items={activity} />

          <section className={ui.card} aria-labelledby="recommended">
            <h2 id="recommended">{t("dashboard.recommended.heading")}</h2>
            <ul className={styles.list}>
              {recommendations.map((item) => (
                <li key={item.to} className={styles.listItem}>
                  <div className={styles.stack}>
                    <h3 className={styles.itemTitle}>{item.title}</h3>
                    <p className={styles.itemDetail}>{item.text}</p>
                    <Link to={item.to}>{item.cta}</Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.column}>
          <section className={ui.card} aria-labelledby="appointments">
            <h2 id="appointments">{t("dashboard.appointments.heading")}</h2>
            {appointments.length > 0 ? (
              <ul className={styles.list}>
                {appointments.map((item) => (
                  <li key={item.id} className={styles.listItem}>
                    <div>
                      <p className={styles.itemTitle}>{t("dashboard.appointments.item")}</p>
                      <p className={styles.itemDetail}>{item.yourTime}</p>
                      <p className={styles.itemDetail}>{t("dashboard.appointments.cairoTime", { time: item.cairoTime })}</p>
                      <Link to={item.managePath}>{t("dashboard.appointments.manage")}</Link>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p className={styles.itemTitle}>{t("dashboard.appointments.none")}</p>
                <Link to="/book" className={ui.button.primary}>
                  {t("dashboard.appointments.schedule")}
                </Link>
              </div>
            )}
          </section>

          <section className={ui.card} aria-labelledby="need-help">
            <h2 id="need-help">{t("dashboard.help.heading")}</h2>
            <p className={ui.muted}>{t("dashboard.help.lead")}</p>
            <div className={styles.stack}>
              <Link to="/contact" className={ui.button.primary}>
                {t("dashboard.help.chat")}
              </Link>
              <a href={operator.phoneHref} className={ui.button.outline}>
                <PhoneIcon />
                {t("dashboard.help.call")} <Ltr>{operator.phone}</Ltr>
              </a>
            </div>
          </section>

          <section className={ui.card} aria-labelledby="travel">
            <h2 id="travel">{t("dashboard.travel.heading")}</h2>
            <p className={ui.muted}>{t("dashboard.travel.lead")}</p>
            <Link to="/travel-info" className={ui.button.outline}>
              {t("dashboard.travel.link")}
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
