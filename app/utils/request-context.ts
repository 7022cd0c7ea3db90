import { createContext, type RouterContextProvider } from "react-router";

/** Per-request values the worker entry hands to React Router. */
export const nonceContext = createContext<string>("");

/** What a loader or action hands its server helpers: the request and its context (locale, session, toasts). */
export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };
