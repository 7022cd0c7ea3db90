import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { useForm } from "~/forms/use-form";
import { useActionData, useFetcher } from "react-router";

/** What the staff pages' actions answer: which form it was for, and Conform's result. */
export type IntentActionData = { intent: string; result: SubmissionResult<string[]> };

/**
 * One form of a page that has several: a fetcher with JavaScript (the page updates in place),
 * a plain post without it (the action redirects back, or renders the page with the messages).
 * Each form reads only the answer to its own intent. `id` tells apart forms of one intent
 * (a role form per staff member).
 */
export function useIntentForm(intent: string, { id = intent, constraint }: { id?: string; constraint?: Record<string, Constraint> } = {}) {
  const fetcher = useFetcher<IntentActionData>({ key: `form-${id}` });
  const documentAnswer = useActionData<IntentActionData & { formId?: string }>();
  const fromDocument = documentAnswer?.intent === intent && (documentAnswer.formId ?? intent) === id ? documentAnswer : undefined;
  const answer = fetcher.data ?? fromDocument;
  const [form, fields] = useForm({
    id: `form-${id}`,
    lastResult: answer?.intent === intent ? answer.result : undefined,
    constraint,
  });
  return { fetcher, form, fields, pending: fetcher.state !== "idle" };
}
