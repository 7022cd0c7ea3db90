import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { MonitorIcon, MoonIcon, SunIcon } from "~/shell/icons";
import { topBarLink } from "~/shell/shell.css";
import { visuallyHidden } from "~/styles/ui.css";
import { PlainPostMarker } from "~/ui/form-submit";
import { isTheme, nextTheme, themeLabels, type Theme } from "./theme";

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

export const THEME_ACTION = "/resources/theme";

/** The theme the page should show now, including a change that is still being saved. */
export function useOptimisticTheme(saved: Theme): Theme {
  const fetcher = useFetcher({ key: "theme-switch" });
  const pending = fetcher.formData?.get("theme");
  return isTheme(pending) ? pending : saved;
}

export function ThemeSwitch({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme-switch" });
  const location = useLocation();
  const current = useOptimisticTheme(theme);
  const next = nextTheme(current);
  const Icon = icons[current];
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(""), 1000);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <fetcher.Form
      method="post"
      action={THEME_ACTION}
      onSubmit={() => setAnnouncement(`${themeLabels[next]} selected`)}
    >
      <PlainPostMarker />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={topBarLink}
        style={{ background: "none", border: 0, cursor: "pointer", minHeight: 44, padding: "0 0.25rem" }}
        aria-label={`${themeLabels[current]}. Switch to ${themeLabels[next].toLowerCase()}`}
      >
        <Icon />
        <span aria-hidden="true">{themeLabels[current]}</span>
      </button>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
    </fetcher.Form>
  );
}
