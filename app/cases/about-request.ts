/** The "this is about my current request" choice that the contact form, the plan and the intake share. */

/** The form field: a case id of the patient's open requests, or "new" (the default). */
export const ABOUT_REQUEST_FIELD = "aboutRequest";

export const NEW_REQUEST = "new";

/** One open request the patient may attach a new message, plan or intake to. */
export type OpenRequestChoice = { id: string; title: string };
