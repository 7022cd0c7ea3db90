import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { type DoctorFilterChoices, type DoctorFilters, SEARCH_MAX_LENGTH } from "./doctor-search";
import * as styles from "./doctors.css";

/** Wait this long after the last keystroke before searching, so each letter is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A GET form: without JavaScript, the Search button loads /doctors?q=…; with it, the list
 * follows the search box and the selects without a full reload, replacing the history entry.
 */
export function DoctorFilterForm({ filters, options }: { filters: DoctorFilters; options: DoctorFilterChoices }) {
  const submit = useSubmit();
  const t = useT();
  const action = useLocalePath()("/doctors");
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The fields are uncontrolled so typing is never interrupted; when the URL changes
  // another way (Clear Filters, back button), show its values in every field not being edited.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const name of ["q", "specialization", "language"] as const) {
      const field = elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field !== document.activeElement) {
        field.value = filters[name];
      }
    }
  }, [filters]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search() {
    clearTimeout(timer.current);
    if (!form.current) return;
    // Empty fields stay out of the URL, so a shared link only carries the filters in use.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    void submit(params, { method: "get", action, replace: true, preventScrollReset: true });
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      role="search"
      aria-label={t("doctors.filters.label")}
      className={styles.filters}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement) {
          clearTimeout(timer.current);
          timer.current = setTimeout(search, SEARCH_DEBOUNCE_MS);
        } else {
          search();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <div className={styles.field}>
        <label htmlFor="doctor-search">{t("doctors.filters.searchLabel")}</label>
        <input
          id="doctor-search"
          className={styles.control}
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("doctors.filters.searchPlaceholder")}
          autoComplete="off"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="doctor-specialization">{t("doctors.filters.specialization")}</label>
        <select id="doctor-specialization" className={styles.control} name="specialization" defaultValue={filters.specialization}>
          <option value="">{t("doctors.filters.allSpecializations")}</option>
          {options.specializations.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="doctor-language">{t("doctors.filters.language")}</label>
        <select id="doctor-language" className={styles.control} name="language" defaultValue={filters.language}>
          <option value="">{t("doctors.filters.allLanguages")}</option>
          {options.languages.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${ui.button.primary} ${styles.searchButton}`}>
        {t("doctors.filters.search")}
      </button>
    </form>
  );
}
