import type { MessageKey } from "~/i18n/message-key";

/** The header's links, in order; labels are keys of the shell catalogue. */
export const mainNavigation = [
  { to: "/", label: "shell.nav.home" },
  { to: "/treatments", label: "shell.nav.treatments" },
  { to: "/doctors", label: "shell.nav.doctors" },
  { to: "/stories", label: "shell.nav.stories" },
  { to: "/plan", label: "shell.nav.plan" },
  { to: "/travel-info", label: "shell.nav.travelInfo" },
  { to: "/concierge", label: "shell.nav.concierge" },
  { to: "/blog", label: "shell.nav.blog" },
  { to: "/faq", label: "shell.nav.faq" },
  { to: "/about", label: "shell.nav.about" },
  { to: "/contact", label: "shell.nav.contact" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** The footer's quick links. */
export const footerQuickLinks = [
  { to: "/about", label: "shell.footer.aboutUs" },
  { to: "/treatments", label: "shell.footer.treatments" },
  { to: "/stories", label: "shell.footer.stories" },
  { to: "/plan", label: "shell.footer.plan" },
  { to: "/blog", label: "shell.footer.blog" },
  { to: "/privacy", label: "shell.footer.privacy" },
] as const satisfies readonly { to: string; label: MessageKey }[];
