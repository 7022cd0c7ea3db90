import type { RouterContextProvider } from "react-router";

/** What the account flows need from a route action's arguments. */
export type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
