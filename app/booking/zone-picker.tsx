import { useEffect, useRef } from "react";
import { Form, useNavigate, useSubmit } from "react-router";
import { timeZoneGroups } from "~content/time-zones";
import { button } from "~/styles/ui.css";
import * as formStyles from "~/ui/forms.css";
import * as styles from "./booking.css";
import { zoneLabel } from "./time";

/** Sources that are only a guess: with JavaScript the browser's zone replaces them. */
const guessedSources = new Set(["country", "default"]);

/**
 * The patient's time zone. Without JavaScript it is a list posted with a button (the
 * choice is kept in a cookie); with JavaScript the browser's zone is used unless the
 * patient chose one, and a change in the list reloads the times in place.
 */
export function ZonePicker({
  zone,
  zoneSource,
  keep,
}: {
  zone: string;
  zoneSource: string;
  /** Query parameters the page must keep (doctor, reschedule). */
  keep: Record<string, string>;
}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const listed = timeZoneGroups.some((g) => (g.zones as readonly string[]).includes(zone));

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
          Your time zone
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
              {zoneLabel(zone)} ({zone})
            </option>
          )}
          {timeZoneGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((z) => (
                <option key={z} value={z}>
                  {zoneLabel(z)} ({z})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={button.outline}>
        Show Times
      </button>
    </Form>
  );
}
