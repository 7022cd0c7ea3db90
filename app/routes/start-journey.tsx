import { aboutRequestOf, attachSourceToChosenRequest, openRequestChoices } from "~/cases/about-request.server";
import { data, redirect } from "react-router";
import * as englishIntake from "~content/intake";
import * as arabicIntake from "~content/ar/intake";
import { site } from "~content/site";
import { estimateCosts } from "~/intake/cost-estimate.server";
import { nightlyPrices, nightRate } from "~/hotels/nightly-prices.server";
import { treatmentChoices, withOfferedProcedure } from "~/intake/treatment-choice.server";
import { countryChoices } from "~/i18n/countries";
import { offeredSpecialtyIds } from "~/treatments/catalogue-data.server";
import { IntakeWizard } from "~/intake/wizard";
import { getUserId } from "~/auth/session.server";
import { readFormBody } from "~/forms/request-body.server";
import { anonymousUploadAdmission } from "~/intake/anonymous-limits.server";
import { contentFor, getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import type { Translate } from "~/i18n/message-key";
import { respond } from "~/forms/outcome.server";
import type { ToastInput } from "~/toast/toast";
import { documentFlags, uploadToasts } from "~/intake/documents";
import { clearDraftCookie, openDraft } from "~/intake/draft.server";
import { DOCUMENTS_STEP, INTAKE_STEP_COUNT, treatmentTypeFromQuery } from "~/domain/intake-fields";
import { completeIntake } from "~/intake/intake.server";
import { patientReference } from "~/cases/case-reference.server";
import { consultationSchema, fieldProblems, intakeStepSchema, stepAnswers } from "~/intake/intake-schema";
import { formConstraint } from "~/forms/constraint";
import { parseWithZod } from "@conform-to/zod/v4";
import { isMultipart } from "~/uploads/upload-form.server";
import { DASHBOARD_PATH, wizardStepPath } from "~/intake/paths";
import { listDocuments, removeDocument, type StoreResult } from "~/intake/storage.server";
import { receiveMultipartUpload, toastsForUploads } from "~/intake/uploads.server";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/start-journey";
import { siteShareImage } from "~/utils/share-image";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: `${loaderData.meta.title} | ${site.name}`,
    description: loaderData.meta.description,
    image: loaderData.meta.image,
    path: "/start-journey",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

function parseStep(value: unknown) {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= INTAKE_STEP_COUNT ? step : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const userId = getUserId(context);
  const { current: draft } = await openDraft(request, userId);
  const treatment = url.searchParams.get("treatment");
  // A "Start Your Journey" link with a treatment opens the first step with it chosen.
  const step = parseStep(url.searchParams.get("step")) ?? (treatment !== null ? 1 : (draft?.currentStep ?? 1));
  const values = { ...draft?.data };
  // A specialty the catalogue offers is one of the intake's choices too, though the intake's own list may lack it.
  if (treatment !== null) {
    const offered = (await offeredSpecialtyIds(getLocale(context))).has(treatment);
    Object.assign(values, { treatmentType: offered ? treatment : treatmentTypeFromQuery(treatment), procedure: "" });
  }
  const documents = draft ? await listDocuments({ draftId: draft.id }) : [];
  const t = getTranslator(context);
  const content = contentFor<typeof englishIntake | typeof arabicIntake>(context, { en: englishIntake, ar: arabicIntake });
  return {
    meta: { title: t("intake.meta.title"), description: t("intake.meta.description"), image: siteShareImage(getLocale(context)) },
    step,
    values,
    documents,
    flags: documentFlags(documents),
    problems: fieldProblems(values),
    signedIn: userId !== null,
    costEstimate: await estimateCosts(values, getLocale(context), nightRate(await nightlyPrices())),
    // The words of the page's language that come from content, the catalogue and the runtime: the treatments with
    // their procedures, the countries (only on the step that asks them), the consultation options and the consent.
    treatmentOptions: step === 1 ? await treatmentChoices(getLocale(context)) : [],
    countryOptions: step === 1 ? countryChoices(getLocale(context)) : { frequent: [], all: [] },
    consultationOptions: content.consultationOptions.map(({ title, text }) => ({ title, text })),
    consentText: content.healthDataConsentText,
    // The step's constraints, derived from its schema, so the page does not load zod.
    constraint: formConstraint(intakeStepSchema(step) ?? consultationSchema),
    openRequests: step === INTAKE_STEP_COUNT ? await openRequestChoices(userId, t, getLocale(context)) : [],
  };
}

function wizardToasts(t: Translate) {
  return {
    signIn: { title: t("intake.toast.signIn.title"), description: t("intake.toast.signIn.description") },
    /** With the reference the patient can quote (decision 0153). */
    completed: (reference: string | null): ToastInput => ({
      title: t("intake.toast.completed.title"),
      description: reference
        ? `${t("intake.toast.completed.description")} ${t("intake.toast.completed.reference", { reference })}`
        : t("intake.toast.completed.description"),
    }),
    checkDetails: {
      title: t("intake.toast.checkDetails.title"),
      description: t("intake.toast.checkDetails.description"),
      variant: "destructive",
    },
  } satisfies Record<string, ToastInput | ((reference: string | null) => ToastInput)>;
}

/** What an answer in place tells the page: the consent message, or to show the answers to correct. */
type WizardActionData = { consentError?: string; checkDetails?: boolean };

/**
 * Every step posts here (a real form, multipart on the documents step). The step's fields are
 * saved to the draft first, whatever the button, so nothing typed is lost; then the button decides.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const userId = getUserId(context);
  const draft = await openDraft(request, userId);
  const locale = getLocale(context);
  const t = getTranslator(context);
  const toastsOf = wizardToasts(t);

  let form: FormData;
  let uploads: StoreResult[] = [];
  const multipart = isMultipart(request);
  if (multipart) {
    const received = await receiveMultipartUpload(
      request,
      async () => ({ draftId: (await draft.ensure(DOCUMENTS_STEP)).id }),
      anonymousUploadAdmission(request, userId),
    );
    // A body that cannot be read is not half-saved: its fields stay out of the draft.
    if (received.malformed) {
      return respond(args, { status: "reply", reply: {} satisfies WizardActionData, toast: uploadToasts(t).malformed(), httpStatus: 400 });
    }
    form = received.form;
    uploads = received.results;
  } else {
    form = await readFormBody(request);
  }

  // A post cut short by a file too large to read still came from the documents step.
  const step = parseStep(form.get("step")) ?? (multipart ? DOCUMENTS_STEP : 1);
  const intent = form.get("intent");
  if (intent === "complete" && userId && !draft.current) {
    // Nothing in progress: a second press on a registration just completed (the first cleared the
    // draft), or one that expired. Starting an empty draft here would store an empty intake.
    return redirect(pathFor(context, DASHBOARD_PATH));
  }
  const removeId = form.get("removeDocument");
  const target =
    intent === "previous" ? Math.max(1, step - 1) : intent === "next" ? Math.min(INTAKE_STEP_COUNT, step + 1) : step;
  await draft.save({ values: await withOfferedProcedure(stepAnswers(step, form), locale), step: target });
  const headers = new Headers({ "Set-Cookie": (await draft.cookie())! });

  const toasts: ToastInput[] = toastsForUploads(locale, uploads);
  if (typeof removeId === "string" && removeId) {
    const removed = await removeDocument({ draftId: draft.current!.id }, removeId);
    if (removed) toasts.push(uploadToasts(t).removed(removed));
  }

  if (intent === "complete") {
    if (!userId) {
      const signIn = `/auth?${new URLSearchParams({ redirectTo: pathFor(context, wizardStepPath(step)) })}`;
      return respond({ request, context }, { status: "redirect", to: pathFor(context, signIn), toast: toastsOf.signIn, headers });
    }
    if (fieldProblems(draft.current!.data).length > 0) {
      return respond(args, { status: "reply", reply: { checkDetails: true } satisfies WizardActionData, toast: toastsOf.checkDetails, httpStatus: 400,
        headers });
    }
    const consent = parseWithZod(form, { schema: consultationSchema });
    if (consent.status !== "success") {
      const consentError = consent.error?.healthDataConsent?.[0];
      return data({ consentError } satisfies WizardActionData, { status: 400, headers });
    }
    const intakeId = await completeIntake(draft.current!, userId, locale);
    // "This is about my current request": the intake joins that request instead of opening its own.
    await attachSourceToChosenRequest(userId, { intakeId }, aboutRequestOf(form));
    headers.set("Set-Cookie", await clearDraftCookie());
    const reference = await patientReference({ intakeId });
    return respond({ request, context }, { status: "redirect", to: pathFor(context, DASHBOARD_PATH), toast: toastsOf.completed(reference), headers });
  }

  const next = pathFor(context, wizardStepPath(target));
  if (toasts.length > 0) return respond({ request, context }, { status: "redirect", to: next, toast: toasts, headers });
  return redirect(next, { headers });
}

export default function StartJourney({ loaderData, actionData }: Route.ComponentProps) {
  return <IntakeWizard {...loaderData} actionData={actionData} />;
}
