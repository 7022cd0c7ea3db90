import { useT } from "~/i18n/use-t";
import { RadioGroup } from "~/ui/forms";
import { ABOUT_REQUEST_FIELD, NEW_REQUEST, type OpenRequestChoice } from "./about-request";

/**
 * "Is this about a request you already sent?" for a signed-in patient with open requests: choosing one
 * attaches the new message, plan or intake to it (one case per treatment path). Nothing for anyone else.
 */
export function AboutRequestField({
  choices,
  defaultValue,
}: {
  choices: readonly OpenRequestChoice[];
  /** What the patient chose before a refused post, so it stays chosen. */
  defaultValue?: unknown;
}) {
  const t = useT();
  if (choices.length === 0) return null;
  const chosen = typeof defaultValue === "string" && choices.some((c) => c.id === defaultValue) ? defaultValue : NEW_REQUEST;
  return (
    <RadioGroup
      id="about-request"
      name={ABOUT_REQUEST_FIELD}
      legend={t("caseJourney.about.legend")}
      hint={t("caseJourney.about.hint")}
      defaultValue={chosen}
      options={[
        { value: NEW_REQUEST, label: t("caseJourney.about.new") },
        ...choices.map((c) => ({ value: c.id, label: t("caseJourney.about.current", { title: c.title }) })),
      ]}
    />
  );
}
