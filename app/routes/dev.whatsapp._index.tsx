import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { standInChats, writeAsPatient } from "~/cases/whatsapp/stand-in.server";
import { standInMessageSchema } from "~/cases/whatsapp/stand-in-schema";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getFormProps, useForm } from "~/forms/use-form";
import * as styles from "~/email/mailbox.css";
import * as ui from "~/styles/ui.css";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { Route } from "./+types/dev.whatsapp._index";

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await standInChats(new URL(request.url).searchParams.get("phone"))), constraint: formConstraint(standInMessageSchema) };
}

/** A developer writes as the patient: the stand-in posts Meta's signed webhook to the app, then shows the chat. */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormBody(request), { schema: standInMessageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { phone, name = "", text = "", file } = submission.value;
  if (!(await writeAsPatient({ phone, name, text, file }))) {
    return data({ result: submission.reply({ formErrors: ["The app refused the webhook: see the worker's log."] }) }, { status: 502 });
  }
  return redirect(`/dev/whatsapp?phone=${encodeURIComponent(phone)}`);
}

export function meta() {
  return [{ title: "WhatsApp (development)" }, { name: "robots", content: "noindex" }];
}

const dateTime = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

const fileOptions = [
  { value: "photo", label: "A photo (PNG)" },
  { value: "scan", label: "A scanned X-ray report (PDF)" },
];

export default function WhatsappStandIn({ loaderData }: Route.ComponentProps) {
  const { numbers, chosen, messages, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof standInMessageSchema>>({
    id: "stand-in-message",
    lastResult: answer?.result,
    constraint,
    defaultValue: { phone: chosen ?? "+201001234567", name: "Layla Mansour" },
  });
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
        <Form method="post" {...getFormProps(form)}>
          <ErrorList id={form.errorId} errors={form.errors} role="alert" />
          <Field meta={fields.phone} label="Number" inputProps={{ type: "tel" }} />
          <Field meta={fields.name} label="Profile name" />
          <TextareaField meta={fields.text} label="Message" hint="Or a file's caption" textareaProps={{ rows: 3, dir: "auto" }} />
          <SelectField meta={fields.file} label="Attach" placeholder="No file" options={fileOptions} />
          <div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
              Send to the business
            </SubmitButton>
          </div>
        </Form>
      </div>
    </section>
  );
}
