import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { MAX_EMAIL_LENGTH } from "~/forms/limits";
import { useFailureToast } from "~/toast/network-failure";
import { useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/form-submit";
import * as styles from "./newsletter.css";
import { subscribeFailedToast } from "./toasts";

export const NEWSLETTER_ACTION = "/resources/newsletter";

type Props = {
  /** Stored with the subscription: where it came from ("footer", "blog", ...). */
  source?: string;
  /** Stored with the subscription, e.g. { topic: "dental" }. */
  preferences?: Record<string, string>;
};

/**
 * The newsletter sign-up. Without JavaScript it posts to the resource route, which
 * redirects back here with a toast. With JavaScript a fetcher keeps the page, the
 * button reads "Subscribing..." and the field empties on success. Validation is the
 * server's, with `newsletterSchema` (no zod on the client: this form is on every page).
 * For the same reason it draws its one input itself instead of with the kit's `Field`
 * (0.5 KB gzip more on every page, past the home page's 115 KB budget), and imports the
 * kit's button and marker from their own module, so the rest of the kit stays out.
 */
export function NewsletterForm({ source = "footer", preferences = {} }: Props) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const busy = fetcher.state !== "idle";
  const t = useT();
  const localePath = useLocalePath();
  const action = localePath(NEWSLETTER_ACTION);
  useFailureToast(subscribeFailedToast(t), action);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      // The Arabic twin of the endpoint answers with Arabic toasts.
      action={action}
      className={styles.form}
      // Failures answer 4xx, after which React Router skips reloading data; the toast
      // travels in a cookie that the root loader must read, so reload anyway.
      defaultShouldRevalidate
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
        input.value = input.value.trim().toLowerCase();
        if (!input.value) event.preventDefault();
      }}
    >
      <PlainPostMarker />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {Object.entries(preferences).map(([key, value]) => (
        <input key={key} type="hidden" name={`pref.${key}`} value={value} />
      ))}
      {/* Honeypot (see app/forms/honeypot.server.ts): hidden from people, filled by bots. */}
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          {t("newsletter.form.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" maxLength={200} />
        </label>
      </div>
      <label htmlFor={inputId} className={styles.label}>
        {t("newsletter.form.emailLabel")}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          dir="ltr"
          name="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          placeholder="you@example.com"
        />
        <SubmitButton variant="accent" pending={busy} pendingLabel={t("newsletter.form.pending")}>
          {t("newsletter.form.submit")}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
