import { site } from "~content/site";
import * as styles from "~/account/account.css";
import { applyEmailChange, emailChangeInvalid, pendingEmailChange } from "~/account/email-change.server";
import { requireUserId } from "~/auth/session.server";
import { usePendingIntent } from "~/auth/ui/use-pending";
import { readFormBody } from "~/forms/request-body.server";
import { Form, Link } from "~/i18n/links";
import { getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/account_.confirm-email";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * The link in the new inbox. Opening it changes nothing (mail scanners open links) and needs the account's own
 * session: the address moves only when the signed-in owner of the account presses the button.
 */
export async function loader(args: Route.LoaderArgs) {
  const userId = requireUserId(args);
  const newEmail = await pendingEmailChange(tokenOf(args.request), userId);
  if (!newEmail) throw await respond(args, emailChangeInvalid(args.context));
  return { newEmail, title: getTranslator(args.context)("account.confirmEmail.title") };
}

/** Moves the account to the new address (app/account/email-change.server.ts). */
export async function action(args: Route.ActionArgs) {
  const userId = requireUserId(args);
  await readFormBody(args.request);
  return respond(args, await applyEmailChange(args, tokenOf(args.request), userId));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ConfirmEmailChange({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const pending = usePendingIntent("confirm-email");
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <h1 className={styles.title}>{loaderData.title}</h1>
        <section className={`${ui.card} ${styles.card}`} aria-labelledby="confirm-email-lead">
          <p id="confirm-email-lead">
            {t("account.confirmEmail.lead")} <Ltr>{loaderData.newEmail}</Ltr>
          </p>
          <p>{t("account.confirmEmail.effect")}</p>
          <Form method="post" className={ui.buttonRow}>
            <input type="hidden" name="intent" value="confirm-email" />
            <button type="submit" className={ui.button.primary} disabled={pending}>
              {t(pending ? "account.confirmEmail.pending" : "account.confirmEmail.submit")}
            </button>
            <Link to="/account" className={ui.button.outline}>
              {t("account.confirmEmail.keep")}
            </Link>
          </Form>
        </section>
      </div>
    </div>
  );
}
