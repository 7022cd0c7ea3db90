import { Form, Link, redirect } from "react-router";
import { standInChats, writeAsPatient } from "~/cases/whatsapp/stand-in.server";
import { readFormBody } from "~/forms/request-body.server";
import * as styles from "~/email/mailbox.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/dev.whatsapp._index";

export async function loader({ request }: Route.LoaderArgs) {
  return standInChats(new URL(request.url).searchParams.get("phone"));
}

/** A developer writes as the patient: the stand-in posts Meta's signed webhook to the app, then shows the chat. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const phone = field("phone");
  if (!(await writeAsPatient(phone, field("text").slice(0, 4096), field("name").slice(0, 100)))) {
    return { error: "Not sent: give a valid international number (e.g. +201001234567) and some text." };
  }
  return redirect(`/dev/whatsapp?phone=${encodeURIComponent(phone)}`);
}

export function meta() {
  return [{ title: "WhatsApp (development)" }, { name: "robots", content: "noindex" }];
}

const dateTime = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

export default function WhatsappStandIn({ loaderData, actionData }: Route.ComponentProps) {
  const { numbers, chosen, messages } = loaderData;
  return (
    <section className={ui.section} aria-labelledby="whatsapp-title">
      <div className={ui.container}>
        <h1 id="whatsapp-title">WhatsApp</h1>
        <p className={styles.note}>
          Development only: Meta&apos;s side of WhatsApp. Write as a patient and the app receives a signed webhook; what
          coordinators send arrives here through the Graph API. This page does not exist in production.
        </p>
        {numbers.length > 0 ? (
          <nav aria-label="Chats">
            <ul>
              {numbers.map((number) => (
                <li key={number}>
                  <Link to={`/dev/whatsapp?phone=${encodeURIComponent(number)}`} aria-current={number === chosen ? "page" : undefined}>
                    {number}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {chosen ? (
          <>
            <h2>Chat with {chosen}</h2>
            {messages.length === 0 ? <p>No messages yet.</p> : null}
            <ol className={styles.linkList} aria-label={`Chat with ${chosen}`}>
              {messages.map((m) => (
                <li key={m.id} data-direction={m.direction}>
                  <strong>{m.direction === "to_business" ? "Patient" : "Business"}</strong> <small>{dateTime(m.at)}</small>
                  <p className={styles.plainText} dir="auto">
                    {m.body}
                  </p>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <h2>Write as the patient</h2>
        {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
        <Form method="post" className={styles.details}>
          <label htmlFor="wa-phone">Number</label>
          <input id="wa-phone" name="phone" required defaultValue={chosen ?? "+201001234567"} dir="ltr" />
          <label htmlFor="wa-name">Profile name</label>
          <input id="wa-name" name="name" defaultValue="Layla Mansour" />
          <label htmlFor="wa-text">Message</label>
          <textarea id="wa-text" name="text" required rows={3} />
          <span />
          <button type="submit" className={ui.button.primary}>
            Send to the business
          </button>
        </Form>
      </div>
    </section>
  );
}
