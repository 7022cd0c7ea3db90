import { useFetcher } from "react-router";
import { PlainPostMarker, SelectField, SubmitButton } from "~/ui/forms";
import * as styles from "~/staff/staff.css";
import type { whatsappReplyPanel } from "./reply-panel.server";

type Panel = NonNullable<Awaited<ReturnType<typeof whatsappReplyPanel>>>;

/** The reply form's id (the forms kit's `useForm` id in thread-view.tsx): the channel choice belongs to it. */
const REPLY_FORM_ID = "thread-reply";

/**
 * WhatsApp beside the reply box (decision 0154): which channel the reply goes by (the one the patient last used
 * first), why free text cannot go there now, and then the approved templates. The channel choice is the reply
 * form's own field (`form=`), so it posts with it with JavaScript on or off.
 */
const channelOptions = [
  { value: "site", label: "The site and e-mail" },
  { value: "whatsapp", label: "WhatsApp" },
];

export function WhatsappReplyTools({ actionUrl, panel }: { actionUrl: string; panel: Panel }) {
  const fetcher = useFetcher();
  const whatsappFirst = panel.lastChannel === "whatsapp" && panel.refusal === null;
  return (
    <div className={styles.summary}>
      <p>
        WhatsApp: <span dir="ltr">{panel.phone}</span>
      </p>
      <SelectField
        selectProps={{ name: "channel", id: "reply-channel", form: REPLY_FORM_ID, defaultValue: whatsappFirst ? "whatsapp" : "site" }}
        label="Send the reply by"
        options={channelOptions}
      />
      {panel.refusalText ? <p role="note">{panel.refusalText}</p> : null}
      {panel.templates.length > 0 ? (
        <fetcher.Form method="post" action={`${actionUrl}#conversation`}>
          <PlainPostMarker />
          <input type="hidden" name="intent" value="whatsapp-template" />
          <SelectField
            selectProps={{ name: "template", id: "whatsapp-template" }}
            label="Approved WhatsApp template"
            options={panel.templates}
          />
          <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Sending...">
            Send the template on WhatsApp
          </SubmitButton>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
