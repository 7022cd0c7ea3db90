import * as arabicContact from "~content/ar/contact";
import * as englishContact from "~content/contact";
import { site } from "~content/site";
import { getUserId } from "~/auth/session.server";
import { openRequestChoices } from "~/cases/about-request.server";
import { ContactForm } from "~/contact/contact-form";
import { ChatIcon, ClockIcon } from "~/contact/contact-icons";
import { contactSchema } from "~/contact/contact-schema";
import { fillOperator } from "~/domain/operator";
import { operatorFacts } from "~/operator/operator.server";
import { publicWeek } from "~/staff/team-hours.server";
import { answeredQuestions, stateClaims } from "~/treatments/claims.server";
import { contactDefaults, submitContactForm } from "~/contact/contact.server";
import * as styles from "~/contact/contact.css";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { Link } from "~/i18n/links";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import * as disclosure from "~/ui/disclosure.css";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/ui/icons";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import { retryAfterHeaders } from "~/security/retry-after";
import type { Widen } from "~/utils/widen";
import type { ContactTreatmentId } from "~content/treatments/list";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/contact";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const t = getTranslator(context);
  // The option labels are a union of the list's English labels, which Widen keeps as a code: state them as words.
  const { contactHero, contactInfoCards, contactTreatments, emergencySupport, faqTeaser } = contentFor<
    Omit<Widen<typeof englishContact>, "contactTreatments"> & {
      contactTreatments: readonly { id: ContactTreatmentId; label: string }[];
    }
  >(context, {
    en: englishContact,
    ar: arabicContact,
  });
  // The cards state the team's saved hours, the ones the reply clock counts (decision 0158).
  const facts = operatorFacts(getLocale(context), await publicWeek());
  return {
    meta: { title: t("contact.meta.title"), description: t("contact.meta.description"), image: siteShareImage(getLocale(context)) },
    hero: contactHero,
    infoCards: fillOperator(contactInfoCards, facts),
    emergency: fillOperator(emergencySupport, facts),
    faq: answeredQuestions(await stateClaims(faqTeaser, getLocale(context))),
    treatments: contactTreatments.map((treatment) => ({ value: treatment.id, label: treatment.label })),
    defaults: await contactDefaults(url, t),
    search: url.search,
    constraint: formConstraint(contactSchema),
    openRequests: await openRequestChoices(getUserId(context), t, getLocale(context)),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readFormBody(args.request);
  return respond(args, await submitContactForm(args, form), form);
}

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: `${loaderData.meta.title} | ${site.name}`,
    description: loaderData.meta.description,
    image: loaderData.meta.image,
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

const infoIcons: Record<englishContact.ContactInfoCard["icon"], React.ReactNode> = {
  phone: <PhoneIcon />,
  mail: <MailIcon />,
  office: <MapPinIcon />,
  chat: <ChatIcon />,
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { hero, infoCards, emergency, faq } = loaderData;
  return (
    <>
      <section className={ui.hero} aria-labelledby="contact-title">
        <div className={ui.container}>
          <h1 id="contact-title" className={ui.heroTitle}>
            {hero.title}
          </h1>
          <p className={ui.heroLead}>{hero.lead}</p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="message-title">
        <div className={`${ui.container} ${styles.bookBand}`}>
          <div className={`${ui.card} ${styles.bookCard}`}>
            <h2 id="book-title">{t("contact.page.bookTitle")}</h2>
            <p>{t("contact.page.bookText")}</p>
            <p>
              <Link to="/book" className={ui.button.accent} aria-describedby="book-title">
                {t("pages.getFreeConsultation")}
              </Link>
            </p>
            <p className={ui.muted}>{t("contact.page.bookOr")}</p>
          </div>
        </div>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={ui.card}>
            <h2 id="message-title">{t("contact.page.formHeading")}</h2>
            <ContactForm
              treatments={loaderData.treatments}
              defaults={loaderData.defaults}
              search={loaderData.search}
              constraint={loaderData.constraint}
              openRequests={loaderData.openRequests}
            />
          </div>
          <div className={styles.form}>
            <h2 className={ui.visuallyHidden}>{t("contact.page.otherWays")}</h2>
            <ul className={`${styles.plainList} ${styles.form}`}>
              {infoCards.map((card) => (
                <li key={card.title} className={ui.card}>
                  <span className={styles.infoIcon}>{infoIcons[card.icon]}</span>
                  <h3>{card.title}</h3>
                  <ul className={styles.infoLines}>
                    {card.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  {card.action ? (
                    <p>
                      <a
                        href={card.action.href}
                        className={ui.button.outline}
                        {...(card.action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      >
                        {card.action.label}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className={`${ui.card} ${styles.emergency}`}>
              <span className={styles.infoIcon}>
                <ClockIcon />
              </span>
              <h3>{emergency.title}</h3>
              <p>{emergency.text}</p>
              <p>
                <a href={emergency.action.href} className={ui.button.primary}>
                  {emergency.action.label}
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="faq-title">
        <div className={ui.container}>
          <h2 id="faq-title" className={ui.sectionHeading}>
            {t("contact.page.faqHeading")}
          </h2>
          <p className={ui.sectionLead}>{t("contact.page.faqLead")}</p>
          <ul className={`${ui.grid.two} ${styles.plainList}`}>
            {faq.map((topic) => (
              <li key={topic.anchor} className={ui.card}>
                <h3>
                  <Link to={`/faq#${topic.anchor}`}>{topic.title}</Link>
                </h3>
                <div className={styles.faqList}>
                  {topic.questions.map((q) => (
                    // Same name: the browser keeps at most one question of the topic open, without JavaScript.
                    <details key={q.question} name={`faq-${topic.anchor}`} className={styles.faqItem}>
                      <summary className={disclosure.summary}>{q.question}</summary>
                      <p>{q.answer}</p>
                    </details>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <Link to="/faq" className={ui.button.primary}>
              {t("contact.page.allFaqs")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
