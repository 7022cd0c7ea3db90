import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/ui/forms";
import { RecordPanel } from "./record-page";
import * as styles from "./staff.css";

/** A one-button post (intent `intent`, the item's `id`) that removes one item of a record: a photo, an accreditation. */
export function RemoveButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant="outline" aria-label={label} pending={pending} pendingLabel="Removing...">
        Remove
      </SubmitButton>
    </Form>
  );
}

/**
 * A record's photos on its console page (a facility's, a hotel's): each with its remove button (intent
 * "remove-photo"), then `children`, the upload form. The site writes each photo's alternative text from the record's
 * name in the page's language and the photo's number, as here.
 */
export function GalleryPanel({ id, name, photos, children }: { id: string; name: string; photos: readonly { id: string; src: string }[]; children: React.ReactNode }) {
  return (
    <RecordPanel id={id} title="Photos">
      {photos.length > 0 ? (
        <ul className={styles.plainList}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.listItem}>
              <img src={photo.src} alt={`${name}, ${index + 1} of ${photos.length}`} width={160} height={120} style={{ objectFit: "cover", borderRadius: 8 }} />
              <RemoveButton intent="remove-photo" id={photo.id} label={`Remove photo ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </RecordPanel>
  );
}
