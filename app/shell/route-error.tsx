import { isRouteErrorResponse } from "react-router";
import { useFormMessage } from "~/i18n/form-message";
import { Link } from "~/i18n/links";
import type { Translate } from "~/i18n/message-key";
import { useT } from "~/i18n/use-t";
import { container, section } from "~/styles/ui.css";
import { loggableError } from "~/utils/loggable-error";

/**
 * What the boundary says for each status a route answers with (the body helper, D1 faults, 404). A text
 * body may be a form message (a rate limit's refusal), shown in the page's language.
 */
function errorText(error: unknown, t: Translate, message: (text: string) => string) {
  const generic = { title: t("shell.error.genericTitle"), body: t("shell.error.genericBody") };
  if (!isRouteErrorResponse(error)) return generic;
  if (error.status === 404) return { title: t("shell.error.notFoundTitle"), body: t("shell.error.notFoundBody") };
  if (error.status === 503) return { title: t("shell.error.unavailableTitle"), body: t("shell.error.unavailableBody") };
  if (error.status === 429 && typeof error.data === "string") {
    return { title: t("shell.error.tooManyTitle"), body: message(error.data) };
  }
  if (error.status >= 400 && error.status < 500 && typeof error.data === "string") {
    return { title: t("shell.error.badFormTitle"), body: message(error.data) };
  }
  return generic;
}

/** The page an error boundary shows: the root's, and the staff console's inside its own frame. */
export function RouteErrorMessage({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) console.error(loggableError(error));
  const t = useT();
  const message = useFormMessage();
  const { title, body } = errorText(error, t, message);
  return (
    <div className={`${container} ${section}`}>
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <Link to="/" reloadDocument>
          {t("shell.error.homeLink")}
        </Link>
      </p>
    </div>
  );
}
