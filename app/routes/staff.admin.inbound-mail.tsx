import { Form } from "react-router";
import type { QuarantineReason } from "~/domain/case-messages";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { deleteQuarantined, quarantinePage } from "~/cases/inbound-email/quarantine.server";
import { releaseQuarantined, type Release } from "~/cases/inbound-email/release.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import { SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.inbound-mail";

const PAGE = "/staff/admin/inbound-mail";

/** Every opening of the list is audited: the messages may hold a patient's health details. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireRole(context, "admin");
  return { rows: await quarantinePage(staff, request) };
}

const releaseToasts: Record<Release, string> = {
  released: "The e-mail was added to its case's thread.",
  gone: "That e-mail was already handled.",
  noCase: "That e-mail names no case that still exists: it can only be deleted.",
  empty: "That e-mail has nothing to add to a thread: it can only be deleted.",
  limited: "The patient has written too many messages this hour: try again later.",
};

/** Admins add a refused reply to its case's thread, or delete it; the same answer with and without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireRole(context, "admin");
  const form = await readFormBody(request);
  const id = String(form.get("id") ?? "");
  const answer = (title: string) => respond({ request, context }, { status: "redirect", to: PAGE, toast: { title } });
  if (form.get("intent") === "release") return answer(releaseToasts[await releaseQuarantined(staff, request, id)]);
  if (form.get("intent") === "delete") {
    return answer((await deleteQuarantined(staff, request, id)) ? "The e-mail was deleted." : "That e-mail was already handled.");
  }
  return answer("Nothing was changed.");
}

export function meta() {
  return [{ title: "Quarantined e-mail | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const reasonLabels: Record<QuarantineReason, string> = {
  bad_token: "The reply address is not one of ours (altered or made up)",
  expired_token: "The reply address has expired",
  wrong_sender: "Sent from an address that is not the case's patient",
  empty: "Nothing new in it",
  too_many: "The patient's hourly limit of messages was reached",
};

export default function InboundMail({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Quarantined e-mail</h1>
      <p className={styles.summary}>
        Replies by e-mail that did not reach a thread. A sender hears once a day that their e-mail was not added. Add one to its case when
        you know it is the patient&apos;s, or delete it.
      </p>
      <section className={styles.panel} aria-labelledby="quarantine-rows">
        <h2 id="quarantine-rows" className={styles.panelTitle}>
          {countOf(rows.length, "e-mail", "e-mails")}
        </h2>
        {rows.length === 0 ? (
          <p className={styles.summary}>No e-mail is waiting for review.</p>
        ) : (
          <ul className={styles.plainList}>
            {rows.map((row) => (
              <li key={row.id} className={styles.listItem}>
                <span>{`${row.sender} · ${row.subject || "(no subject)"}`}</span>
                <span className={styles.subtle}>
                  {`${reasonLabels[row.reason]} · received ${formatInstant(row.receivedAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo)${row.bounced ? " · sender told" : ""}`}
                </span>
                <p className={styles.multiline}>{row.body}</p>
                <div className={styles.filterActions}>
                  {row.caseId && row.body ? (
                    <>
                      <a href={`/staff/cases/${row.caseId}`}>Open the case</a>
                      <Form method="post">
                        <input type="hidden" name="intent" value="release" />
                        <input type="hidden" name="id" value={row.id} />
                        <SubmitButton pending={false} pendingLabel="Adding...">
                          Add to the case&apos;s thread
                        </SubmitButton>
                      </Form>
                    </>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={row.id} />
                    <SubmitButton variant="outline" pending={false} pendingLabel="Deleting...">
                      Delete
                    </SubmitButton>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
