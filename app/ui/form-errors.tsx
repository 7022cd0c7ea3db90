import { useFormMessage } from "~/i18n/form-message";
import type { ListOfErrors } from "./form-field";
import * as styles from "./forms.css";

/**
 * The messages of a form or a field, each on its own line, in the page's language (schemas and actions
 * carry message keys, see `formMessage`). Renders nothing when there are none.
 */
export function ErrorList({ id, errors, role }: { id?: string; errors?: ListOfErrors; role?: "alert" }) {
  const formMessage = useFormMessage();
  const messages = errors?.filter((message): message is string => Boolean(message));
  if (!messages?.length) return null;
  return (
    <div id={id} role={role} className={styles.formErrors}>
      {messages.map((message) => (
        <p key={message} className={styles.formErrorLine}>
          {formMessage(message)}
        </p>
      ))}
    </div>
  );
}
