import { data, Link } from "react-router";
import { contactHero, contactInfoCards, emergencySupport, faqTeaser, type ContactInfoCard } from "~content/contact";
import { site } from "~content/site";
import { ContactForm } from "~/contact/contact-form";
import { ChatIcon, ClockIcon } from "~/contact/contact-icons";
import { contactSchema } from "~/contact/contact-schema";
import { contactDefaults, submitContactForm } from "~/contact/contact.server";
import * as styles from "~/contact/contact.css";
import { contactToasts } from "~/contact/toasts";
import { formConstraint } from "~/forms/constraint";
import { isPlainPost } from "~/forms/plain-post";
import { readFormBody } from "~/forms/request-body.server";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { retryAfterHeaders } from "~/security/retry-after";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { defaults: await contactDefaults(url), search: url.search, constraint: formConstraint(contactSchema) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await readFormBody(request);
  const submitted = await submitContactForm(form, request);
  const { reply } = submitted;
  switch (submitted.outcome) {
    case "sent":
      // A plain post: redirect, so a reload cannot send it twice.
      if (isPlainPost(form)) {
        return redirectWithToast(request, "/contact", contactToasts.sent);
      }
      return dataWithToast(args, { result: reply }, contactToasts.sent);
    case "invalid":
      return data({ result: reply }, { status: 400 });
    case "flooded":
      return dataWithToast(args, { result: reply }, contactToasts.flooded(submitted.message), {
        status: 429,
        headers: { "Retry-After": String(submitted.retryAfterSeconds) },
      });
    case "failed":
      return dataWithToast(args, { result: reply }, contactToasts.failed, { status: 503 });
  }
}

export const headers = retryAfterHeaders;

export function meta() {
  return [
    { title: `Contact Us | ${site.name}` },
    {
      name: "description",
      content: "Contact NileCare about medical treatment in Egypt. We reply within 2 hours; emergency support 24/7.",
    },
  ];
}

const infoIcons: Record<ContactInfoCard["icon"], React.ReactNode> = {
  phone: <PhoneIcon />,
  mail: <MailIcon />,
  office: <MapPinIcon />,
  chat: <ChatIcon />,
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className={ui.hero} aria-labelledby="contact-title">
        <div className={ui.container}>
          <h1 id="contact-title" className={ui.heroTitle}>
            {contactHero.title}
          </h1>
          <p className={ui.heroLead}>{contactHero.lead}</p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="message-title">
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={ui.card}>
            <h2 id="message-title">Send Us a Message</h2>
            <ContactForm
              defaults={loaderData.defaults}
              search={loaderData.search}
              constraint={loaderData.constraint}
            />
          </div>
          <div className={styles.form}>
            <h2 className={ui.visuallyHidden}>Other ways to reach us</h2>
            <ul className={`${styles.plainList} ${styles.form}`}>
              {contactInfoCards.map((card) => (
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
              <h3>{emergencySupport.title}</h3>
              <p>{emergencySupport.text}</p>
              <p>
                <a href={emergencySupport.action.href} className={ui.button.primary}>
                  {emergencySupport.action.label}
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="faq-title">
        <div className={ui.container}>
          <h2 id="faq-title" className={ui.sectionHeading}>
            Frequently Asked Questions
          </h2>
          <p className={ui.sectionLead}>Quick answers to the questions patients ask us most.</p>
          <ul className={`${ui.grid.two} ${styles.plainList}`}>
            {faqTeaser.map((topic) => (
              <li key={topic.anchor} className={ui.card}>
                <h3>
                  <Link to={`/faq#${topic.anchor}`}>{topic.title}</Link>
                </h3>
                <div className={styles.faqList}>
                  {topic.questions.map((q) => (
                    // Same name: the browser keeps at most one question of the topic open, without JavaScript.
                    <details key={q.question} name={`faq-${topic.anchor}`} className={styles.faqItem}>
                      <summary className={styles.faqQuestion}>{q.question}</summary>
                      <p>{q.answer}</p>
                    </details>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <Link to="/faq" className={ui.button.primary}>
              View All FAQs
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
