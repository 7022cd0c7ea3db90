import { site } from "~content/site";
import { IntakeWizard } from "~/intake/wizard";
import { loadWizard, wizardAction } from "~/intake/wizard.server";
import type { Route } from "./+types/start-journey";

export function meta() {
  return [
    { title: `Start Your Journey | ${site.name}` },
    {
      name: "description",
      content:
        "Tell us about your treatment, send your medical documents and get a cost estimate and a free consultation.",
    },
  ];
}

export const loader = (args: Route.LoaderArgs) => loadWizard(args);
export const action = (args: Route.ActionArgs) => wizardAction(args);

export default function StartJourney({ loaderData, actionData }: Route.ComponentProps) {
  return <IntakeWizard {...loaderData} actionData={actionData} />;
}
