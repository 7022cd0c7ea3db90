import { useFetcher, useLocation } from "react-router";
import { MonitorIcon, MoonIcon, SunIcon } from "~/ui/icons";
import { useT } from "~/i18n/use-t";
import { isTheme, themeLabels, themes, type Theme } from "./theme";
import * as styles from "./theme-switch.css";
import { PlainPostMarker } from "~/ui/form-submit";

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

export const THEME_ACTION = "/resources/theme";

/** The theme the page should show now, including a change that is still being saved. */
export function useOptimisticTheme(saved: Theme): Theme {
  const fetcher = useFetcher({ key: "theme-switch" });
  const pending = fetcher.formData?.get("theme");
  return isTheme(pending) ? pending : saved;
}

/**
 * Light, Dark and System as three pressable buttons: whichever the visitor presses is what they see,
 * on the first press, whatever their system scheme. Without JavaScript each button posts the form and
 * the action sends the visitor back to the same page.
 */
export function ThemeSwitch({ theme, tone }: { theme: Theme; tone: "band" | "surface" }) {
  const fetcher = useFetcher({ key: "theme-switch" });
  const location = useLocation();
  const current = useOptimisticTheme(theme);
  const t = useT();

  return (
    <fetcher.Form method="post" action={THEME_ACTION}>
      <PlainPostMarker />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      {/* A form may not take the group role (ARIA in HTML): the buttons are grouped inside it. */}
      <div className={styles.group[tone]} role="group" aria-label={t("shell.theme.label")}>
        {themes.map((option) => {
          const Icon = icons[option];
          return (
            <button
              key={option}
              type="submit"
              name="theme"
              value={option}
              aria-pressed={current === option}
              className={styles.option}
            >
              <Icon width={16} height={16} />
              {t(themeLabels[option])}
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
