import { useEffect } from "react";
import { PLAN_STEP_FORM_ID } from "./leave-step";

/** The resource route that saves a step in passing (English only: it answers no text). */
const SAVE_IN_PASSING = "/resources/plan-draft";

/** How long typing pauses before the step is saved. */
const AUTOSAVE_DELAY_MS = 600;

/**
 * With JavaScript, what is typed on a planner step is saved to the plan draft while the visitor types
 * (after a pause), and at once when they follow any link (the site header's too), leave the planner or
 * close the page — so they find it again when they come back. It posts the step's form to
 * `/resources/plan-draft`, which keeps what the rules accept and the rest as typed, and never moves
 * the wizard. `keepalive` lets the post finish after the page is gone. `formKey` is the form's React
 * key: a new step, or a new form after a save, is watched afresh.
 */
export function useStepAutosave(formKey: string | null) {
  useEffect(() => {
    const form = formKey === null ? null : document.getElementById(PLAN_STEP_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsaved = false;

    const save = () => {
      clearTimeout(timer);
      if (!unsaved) return;
      unsaved = false;
      void fetch(SAVE_IN_PASSING, { method: "POST", body: new FormData(form), keepalive: true }).catch(() => {
        // Offline: the values stay on the page; Next or a tab still saves them.
      });
    };
    const typed = () => {
      unsaved = true;
      clearTimeout(timer);
      timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    };
    // Next, Previous and the tabs save the step themselves.
    const submitted = () => {
      unsaved = false;
      clearTimeout(timer);
    };
    const followedLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) save();
    };

    // One signal removes every listener when the step goes.
    const listening = new AbortController();
    const { signal } = listening;
    form.addEventListener("input", typed, { signal });
    form.addEventListener("change", typed, { signal });
    form.addEventListener("submit", submitted, { signal });
    document.addEventListener("click", followedLink, { capture: true, signal });
    window.addEventListener("pagehide", save, { signal });
    return () => {
      listening.abort();
      save();
    };
  }, [formKey]);
}
