import type { RouterContextProvider } from "react-router";

/** What a loader or action hands its server helpers: the request and its context (locale, session). */
export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };
