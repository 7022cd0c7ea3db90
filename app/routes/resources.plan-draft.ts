import { redirect } from "react-router";
import { readResourceFormBody } from "~/forms/request-body.server";
import { getLocale } from "~/i18n/locale.server";
import { readDraft, saveDraft } from "~/trips/draft-cookie.server";
import { parseStep, todayIso } from "~/trips/plan-draft";
import { saveStepInPassing } from "~/trips/step-draft.server";
import type { Route } from "./+types/resources.plan-draft";

/**
 * The planner's save in passing (`app/trips/use-step-autosave.ts`): the step's form, posted while the
 * visitor types and when they leave the page by any link, merged into the plan draft without moving
 * to another step and without messages (they show when the step is opened again). Answers 204.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readResourceFormBody(request);
  const step = parseStep(form.get("step"));
  if (step === 5) return new Response(null, { status: 204 });
  const stored = await readDraft(request);
  const { draft, typed } = saveStepInPassing(step, form, stored.draft, todayIso(), getLocale(context));
  return new Response(null, { status: 204, headers: { "Set-Cookie": await saveDraft({ ...stored, draft }, typed) } });
}

export function loader() {
  return redirect("/plan");
}
