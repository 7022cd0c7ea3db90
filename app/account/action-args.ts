import type { RouterContextProvider } from "react-router";

/** What the /account actions need: the request, its context (for toasts), the signed-in user and the form, read once. */
export type AccountActionArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  userId: string;
  form: FormData;
};
