import type { MessageKey } from "~/i18n/message-key";

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** Short labels of the theme control's three buttons (shell catalogue keys); each shows its theme at the first press. */
export const themeLabels = {
  light: "shell.theme.light",
  dark: "shell.theme.dark",
  system: "shell.theme.system",
} as const satisfies Record<Theme, MessageKey>;
