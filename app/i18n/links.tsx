import { useCallback } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { localePath, type Locale } from "./locales";
import { useLocale } from "./use-t";

function localizeTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localePath(locale, to);
  return to.pathname ? { ...to, pathname: localePath(locale, to.pathname) } : to;
}

/** `localePath` for the active locale: `useLocalePath()("/contact")` is `/ar/contact` on Arabic pages. */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

/** React Router's `Link`; an absolute path gets the active locale's prefix. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(useLocale(), to)} {...props} />;
}

/** React Router's `NavLink`; an absolute path gets the active locale's prefix. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(useLocale(), to)} {...props} />;
}

/** React Router's `Form`; an absolute `action` gets the active locale's prefix (so the answer is in that language). */
export function Form({ action, ...props }: FormProps) {
  const locale = useLocale();
  return <RouterForm action={action === undefined ? undefined : localePath(locale, action)} {...props} />;
}
