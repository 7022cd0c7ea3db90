import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { site } from "~content/site";
import { loadAuthSession } from "~/auth/session.server";
import { getSignedInUser } from "~/auth/user.server";
import { isStaffRole } from "~/staff/roles";
import { config } from "~/config.server";
import { officeHoursIn } from "~/operator/operator.server";
import { publicWeek } from "~/staff/team-hours.server";
import { OperatorProvider } from "~/operator/use-operator";
import { keepFormOnNetworkFailure, useFailureToast } from "~/toast/network-failure";
import { useFormMessage } from "~/i18n/form-message";
import { getLocale, resolveLocale } from "~/i18n/locale.server";
import { shouldSuggestArabic } from "~/i18n/locale-preference.server";
import { directionOf } from "~/i18n/locales";
import { Link } from "~/i18n/links";
import type { Translate } from "~/i18n/message-key";
import { useLocale, useT } from "~/i18n/use-t";
import { pageFont } from "~/shell/arabic-font.server";
import { ArabicSuggestion } from "~/shell/arabic-suggestion";
import { DeferredScripts } from "~/shell/deferred-scripts";
import { LanguageAlternates } from "~/shell/language-alternates";
import { PageLinks } from "~/shell/page-styles";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import { NOT_SERVING } from "~/security/serving";
import { refuseUnreadyDeployment } from "~/security/serving.server";
import "~/styles/global.css";
import "~/styles/theme.css";
import { container, section, skipLink } from "~/styles/ui.css";
import { useOptimisticTheme } from "~/theme/theme-switch";
import { getTheme } from "~/theme/theme.server";
import { Toaster } from "~/toast/toaster";
import { takeToasts } from "~/forms/outcome.server";
import { loggableError } from "~/utils/loggable-error";
import { useNonce } from "~/utils/nonce";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The locale (from the URL) and the session are read once per request, here, for every loader and action below. */
export const middleware: Route.MiddlewareFunction[] = [resolveLocale, refuseUnreadyDeployment, loadAuthSession];

/** With JavaScript, a post that gets no answer (offline, dropped connection) keeps the page and its form. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepFormOnNetworkFailure];

export async function loader(args: Route.LoaderArgs) {
  const locale = getLocale(args.context);
  const [theme, { toasts, headers }, user, suggestArabic, week] = await Promise.all([
    getTheme(args.request),
    takeToasts(args),
    getSignedInUser(args.context),
    shouldSuggestArabic(args.request, locale),
    // A page that needs no records still renders while D1 is down, without the hours (and is not kept: the page
    // cache bypasses a request whose data version it cannot read).
    publicWeek().catch((error: unknown) => {
      console.error("The team's hours could not be read", loggableError(error));
      return null;
    }),
  ]);
  // siteUrl: canonical and Open Graph URLs (app/utils/seo.ts) are built from SITE_URL, never from the Host header.
  // The header needs only the name it greets; nothing else about the account goes to every page.
  const headerUser = user ? { displayName: user.displayName, isStaff: isStaffRole(user.role) } : null;
  // locale: meta functions read it (`localeFrom(matches)`) for canonical URLs.
  const font = pageFont(locale);
  // operator: the identity every page states (header, footer, contact details, JSON-LD), from configuration, with the
  // team's saved hours, the ones the reply clock counts (decision 0158).
  const operator = { ...config.operator, week, officeHours: week ? officeHoursIn(locale, week) : null };
  return data({ theme, toasts, siteUrl: config.siteUrl, user: headerUser, locale, suggestArabic, font, operator }, { headers });
}

/**
 * Toasts of an action that answers in place travel in a cookie only this loader reads.
 * React Router skips revalidation after an action answers 4xx/5xx (a refused sign-in,
 * a rate limit), so the root loader runs after every submission to show those toasts.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== "GET") return true;
  // A page that loads its own data again where it is (the console's live list, at every colleague's change) keeps
  // the root's, so a toast on screen stays for its time instead of leaving with the next load.
  return currentUrl.href !== nextUrl.href && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  const theme = useOptimisticTheme(loaderData?.theme ?? "system");
  const locale = useLocale();
  const t = useT();
  // Only a staff member gets the staff layout's data (anyone else on /staff/* sees the site's ordinary 404): the
  // console then draws its own header and main (routes/staff.tsx), so its code loads only for staff.
  const inConsole = useRouteLoaderData("routes/staff") !== undefined;
  // A form whose specification names no failure toast of its own.
  useFailureToast({ title: t("shell.toasts.notSentTitle"), description: t("shell.toasts.notSentBody") });
  // Marks the document once React has hydrated it (this effect runs after the whole tree's commit), so browser
  // tests can wait for event handlers to be attached instead of for the network to go quiet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {loaderData?.font ? <style>{loaderData.font.fallbacks}</style> : null}
        {loaderData ? <LanguageAlternates siteUrl={loaderData.siteUrl} /> : null}
        <Meta />
        <PageLinks />
      </head>
      <body>
        <OperatorProvider operator={loaderData?.operator ?? null}>
        <a href="#main" className={skipLink}>
          {t("shell.skipLink")}
        </a>
        {loaderData?.suggestArabic ? <ArabicSuggestion /> : null}
        {inConsole ? (
          children
        ) : (
          <>
            <SiteHeader theme={theme} user={loaderData?.user ?? null} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </>
        )}
        <Toaster toasts={loaderData?.toasts ?? []} />
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} fontFaces={loaderData?.font?.faces} />
        </OperatorProvider>
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

/**
 * What the boundary says for each status a route answers with (the body helper, D1 faults, 404). A text
 * body may be a form message (a rate limit's refusal), shown in the page's language.
 */
function errorText(error: unknown, t: Translate, message: (text: string) => string) {
  const generic = { title: t("shell.error.genericTitle"), body: t("shell.error.genericBody") };
  if (!isRouteErrorResponse(error)) return generic;
  if (error.status === 404) return { title: t("shell.error.notFoundTitle"), body: t("shell.error.notFoundBody") };
  if (error.status === 503 && error.data === NOT_SERVING) {
    return { title: t("shell.error.notServingTitle"), body: t("shell.error.notServingBody") };
  }
  if (error.status === 503) return { title: t("shell.error.unavailableTitle"), body: t("shell.error.unavailableBody") };
  if (error.status === 429 && typeof error.data === "string") {
    return { title: t("shell.error.tooManyTitle"), body: message(error.data) };
  }
  if (error.status >= 400 && error.status < 500 && typeof error.data === "string") {
    return { title: t("shell.error.badFormTitle"), body: message(error.data) };
  }
  return generic;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(loggableError(error));
  const t = useT();
  const message = useFormMessage();
  const { title, body } = errorText(error, t, message);
  return (
    <div className={`${container} ${section}`}>
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <Link to="/" reloadDocument>
          {t("shell.error.homeLink")}
        </Link>
      </p>
    </div>
  );
}
