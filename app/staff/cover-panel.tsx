import type { SubmissionResult } from "@conform-to/dom";
import { Form, useActionData, useNavigation } from "react-router";
import { ErrorList, SelectField, SubmitButton } from "~/ui/forms";
import * as styles from "./staff.css";

type Colleague = { id: string; name: string };

/**
 * Covering an absent colleague (decision 0151): their cases join the list until the cover ends. A refused change
 * (someone took the colleague first) is said above the forms, which reload after it with JavaScript as without.
 */
export function CoverPanel({ cover }: { cover: { colleagues: Colleague[]; covering: Colleague[] } }) {
  const answer = useActionData<{ coverResult?: SubmissionResult<string[]> }>()?.coverResult;
  const errors = Object.values(answer?.error ?? {}).flatMap((messages) => messages ?? []);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/staff?index";
  if (cover.colleagues.length === 0 && cover.covering.length === 0 && errors.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="cover">
      <h2 id="cover" className={styles.panelTitle}>
        Cover for a colleague
      </h2>
      <ErrorList id="cover-errors" errors={errors} role="alert" />
      {cover.covering.map((c) => (
        <Form key={c.id} method="post" action="/staff?index" className={styles.coverForm} defaultShouldRevalidate>
          <input type="hidden" name="intent" value="uncover" />
          <input type="hidden" name="colleagueId" value={c.id} />
          <p className={styles.summary}>{`You work ${c.name}'s cases while they are away.`}</p>
          <SubmitButton variant="outline" pending={pending} pendingLabel="Saving...">{`Stop covering ${c.name}`}</SubmitButton>
        </Form>
      ))}
      {cover.colleagues.length > 0 ? (
        <Form method="post" action="/staff?index" className={styles.coverForm} defaultShouldRevalidate>
          <input type="hidden" name="intent" value="cover" />
          <SelectField
            label="Colleague who is away"
            options={cover.colleagues.map((c) => ({ value: c.id, label: c.name }))}
            selectProps={{ name: "colleagueId" }}
          />
          <SubmitButton variant="outline" pending={pending} pendingLabel="Saving...">Cover their cases</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
