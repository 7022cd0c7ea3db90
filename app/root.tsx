import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { site } from "~content/site";
import { loadAuthSession } from "~/auth/session.server";
import { getSignedInUser } from "~/auth/user.server";
import { isStaffRole } from "~/staff/roles";
import { config } from "~/config.server";
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_TITLE } from "~/db/unavailable-messages";
import { CatalogueLink } from "~/i18n/i18n";
import { resolveLocale } from "~/i18n/locale.server";
import { directionOf } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-t";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import "~/styles/global.css";
import "~/styles/theme.css";
import { container, section, skipLink } from "~/styles/ui.css";
import { useOptimisticTheme } from "~/theme/theme-switch";
import { getTheme } from "~/theme/theme.server";
import { Toaster } from "~/toast/toaster";
import { takeToasts } from "~/toast/toast.server";
import { loggableError } from "~/utils/loggable-error";
import { useNonce } from "~/utils/nonce";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The locale (from the URL) and the session are read once per request, here, for every loader and action below. */
export const middleware: Route.MiddlewareFunction[] = [resolveLocale, loadAuthSession];

export async function loader(args: Route.LoaderArgs) {
  const [theme, { toasts, headers }, user] = await Promise.all([
    getTheme(args.request),
    takeToasts(args),
    getSignedInUser(args.context),
  ]);
  // siteUrl: canonical and Open Graph URLs (app/utils/seo.ts) are built from SITE_URL, never from the Host header.
  // The header needs only the name it greets; nothing else about the account goes to every page.
  const headerUser = user ? { displayName: user.displayName, isStaff: isStaffRole(user.role) } : null;
  return data({ theme, toasts, siteUrl: config.siteUrl, user: headerUser }, { headers });
}

/**
 * Toasts of an action that answers in place travel in a cookie only this loader reads.
 * React Router skips revalidation after an action answers 4xx/5xx (a refused sign-in,
 * a rate limit), so the root loader runs after every submission to show those toasts.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? true : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  const theme = useOptimisticTheme(loaderData?.theme ?? "system");
  const locale = useLocale();
  const t = useT();
  return (
    <html lang={locale} dir={directionOf(locale)} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <CatalogueLink />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className={skipLink}>
          {t("shell.skipLink")}
        </a>
        <SiteHeader theme={theme} user={loaderData?.user ?? null} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Toaster toasts={loaderData?.toasts ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: site.name }];
}

/** What the boundary says for each status a route answers with (the body helper, D1 faults, 404). */
function errorText(error: unknown) {
  if (!isRouteErrorResponse(error)) {
    return { title: "Something went wrong", body: "We could not show this page. Please try again in a moment." };
  }
  if (error.status === 404) return { title: "Oops! Page not found", body: "The page you were looking for does not exist." };
  if (error.status === 503) return { title: DATABASE_UNAVAILABLE_TITLE, body: DATABASE_UNAVAILABLE_MESSAGE };
  if (error.status === 429 && typeof error.data === "string") {
    return { title: "Please wait before trying again", body: error.data };
  }
  if (error.status >= 400 && error.status < 500 && typeof error.data === "string") {
    return { title: "We could not read this form", body: error.data };
  }
  return { title: "Something went wrong", body: "We could not show this page. Please try again in a moment." };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(loggableError(error));
  const { title, body } = errorText(error);
  return (
    <div className={`${container} ${section}`}>
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <a href="/">Return to Home</a>
      </p>
    </div>
  );
}
