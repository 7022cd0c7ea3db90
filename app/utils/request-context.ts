import { createContext } from "react-router";
import type { Toast } from "~/toast/toast";

/** Per-request values the worker entry hands to React Router. */
export const nonceContext = createContext<string>("");

/**
 * Toasts raised by an action that answers in place. On a document request (a form
 * posted without JavaScript) the root loader runs in the same request and reads them
 * from here; on a data request (`*.data`, JavaScript on) this is null and the toast
 * travels in a cookie to the revalidation request instead.
 */
export const sameRequestToastsContext = createContext<Toast[] | null>(null);
