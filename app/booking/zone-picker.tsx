import { useEffect, useRef } from "react";
import { Form, useNavigate, useSubmit } from "react-router";
import { useT } from "~/i18n/use-t";
import { button } from "~/styles/ui.css";
import * as formStyles from "~/ui/forms.css";
import * as styles from "./booking.css";

/** The listed zones in groups, named in the page's language (from the loader's content). */
export type ZoneGroups = { label: string; zones: { id: string; name: string; description: string }[] }[];

/** Sources that are only a guess: with JavaScript the browser's zone replaces them. */
const guessedSources = new Set(["country", "default"]);

/**
 * The patient's time zone. Without JavaScript it is a list posted with a button (the
 * choice is kept in a cookie); with JavaScript the browser's zone is used unless the
 * patient chose one, and a change in the list reloads the times in place.
 */
export function ZonePicker({
  zone,
  zoneName,
  zoneDescription,
  zoneSource,
  groups,
  keep,
}: {
  zone: string;
  zoneName: string;
  /** The zone beside its city in the page's language (`zoneDescription` of ~/i18n/time). */
  zoneDescription: string;
  zoneSource: string;
  groups: ZoneGroups;
  /** Query parameters the page must keep (doctor, reschedule). */
  keep: Record<string, string>;
}) {
  const t = useT();
  const submit = useSubmit();
  const navigate = useNavigate();
  const listed = groups.some((g) => g.zones.some((z) => z.id === zone));

  // Asked once per visit: re-rendering while the answer loads must not ask again.
  const askedBrowser = useRef(false);
  const keepQuery = new URLSearchParams(keep).toString();
  useEffect(() => {
    if (askedBrowser.current || !guessedSources.has(zoneSource)) return;
    askedBrowser.current = true;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserZone && browserZone !== zone) {
      const query = new URLSearchParams(keepQuery);
      query.set("tz", browserZone);
      navigate(`?${query}`, { replace: true, preventScrollReset: true });
    }
  }, [zone, zoneSource, keepQuery, navigate]);

  return (
    <Form method="get" className={styles.zoneForm} preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={`${formStyles.field} ${styles.growField}`}>
        <label htmlFor="zone" className={formStyles.label}>
          {t("booking.zone.label")}
        </label>
        <select
          id="zone"
          name="zone"
          defaultValue={zone}
          key={zone}
          className={formStyles.control}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        >
          {listed ? null : (
            <option value={zone}>
              {zoneName} ({zoneDescription})
            </option>
          )}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name} ({z.description})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={button.outline}>
        {t("booking.zone.show")}
      </button>
    </Form>
  );
}
