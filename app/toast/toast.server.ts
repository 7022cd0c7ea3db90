import { createContext, createCookie } from "react-router";
import { z } from "zod";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import type { RequestArgs } from "~/utils/request-context";
import { MAX_VISIBLE_TOASTS, withoutStaleErrors, type Toast, type ToastInput } from "./toast";

/**
 * Toasts raised by an action that answers in place. On a document request (a form
 * posted without JavaScript) the root loader runs in the same request and reads them
 * from here; on a data request (`*.data`, JavaScript on) this is null and the toast
 * travels in a cookie to the revalidation request instead.
 */
export const sameRequestToastsContext = createContext<Toast[] | null>(null);

const toastCookie = createCookie("nilecare-toast", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: 60,
});

const storedToastsSchema = z
  .array(
    z.object({
      id: z.string(),
      title: z.string().max(200),
      description: z.string().max(500).optional(),
      variant: z.enum(["default", "destructive"]),
      form: z.string().max(200).optional(),
    }),
  )
  .max(10);


/** The form a post came from: its path, without the ".data" of a JavaScript submission. */
const formOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");

function toToast(input: ToastInput, form: string): Toast {
  return { id: crypto.randomUUID(), variant: "default", ...input, form };
}

/** Toasts waiting for the page being rendered, and the header that clears the cookie once read. */
export async function takeToasts({ request, context }: RequestArgs) {
  const headers = new Headers();
  const sameRequest = context.get(sameRequestToastsContext) ?? [];
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toasts: sameRequest, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  const parsed = storedToastsSchema.safeParse(raw);
  const toasts = withoutStaleErrors(parsed.success ? parsed.data : [], sameRequest).slice(-MAX_VISIBLE_TOASTS);
  return { toasts, headers };
}

/** One toast, or several from one post (e.g. each refused file of an upload). */
export type Toasts = ToastInput | readonly ToastInput[];
const listOf = (toasts: Toasts): readonly ToastInput[] => (Array.isArray(toasts) ? toasts : [toasts as ToastInput]);

/** The header that carries toasts to the next request: a redirect's target, or a fetcher's revalidation. */
export async function toastCookieHeaders(request: Request, toast: Toasts) {
  const existing = storedToastsSchema.safeParse(await toastCookie.parse(request.headers.get("Cookie")));
  const added = listOf(toast).map((input) => toToast(input, formOf(request)));
  const toasts = withoutStaleErrors(existing.success ? existing.data : [], added).slice(-10);
  return new Headers({ "Set-Cookie": await toastCookie.serialize(toasts) });
}

/**
 * Hands toasts to the page rendered in this same request (a plain post answered in place);
 * false on a data request, whose toasts must travel in the cookie instead.
 */
export function addSameRequestToasts({ request, context }: RequestArgs, toast: Toasts) {
  const sameRequest = context.get(sameRequestToastsContext);
  if (!sameRequest) return false;
  sameRequest.push(...listOf(toast).map((input) => toToast(input, formOf(request))));
  return true;
}
