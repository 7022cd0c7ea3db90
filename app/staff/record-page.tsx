import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, Link, useNavigation } from "react-router";
import { getFormProps, useForm, type FieldMetadata } from "~/forms/use-form";
import { ErrorList, Field, SubmitButton, TextareaField } from "~/ui/forms";
import { ShowHideForm } from "./show-hide-form";
import * as ui from "~/styles/ui.css";
import * as styles from "./staff.css";
import { countOf } from "./staff-time";
import * as recordStyles from "./record-page.css";

/**
 * The top of a managed record's console page (a doctor, a facility, a team member, a hotel): the way back to the
 * list, its name, whether the site shows it (and where, when it has a page of its own) and the show/hide button.
 */
export function RecordHeader({
  list,
  listLabel,
  record,
  idField,
  publicPath,
}: {
  list: string;
  listLabel: string;
  record: { id: string; name: string; isActive: boolean; updatedAt: string | null };
  idField: string;
  publicPath?: string;
}) {
  const shownAt = publicPath ? (
    <>
      {"Shown on the site: "}
      <a href={publicPath}>{publicPath}</a>
    </>
  ) : (
    "Shown on the site."
  );
  const hidden = publicPath ? "Hidden from the site. Its public page is not found by anyone." : "Hidden from the site.";
  return (
    <>
      <p className={styles.summary}>
        <Link to={list}>{listLabel}</Link>
      </p>
      <h1 className={styles.pageTitle}>{record.name}</h1>
      <div className={styles.panel}>
        <p className={styles.summary}>
          {record.isActive ? shownAt : hidden}
          {record.updatedAt ? ` Last edited ${record.updatedAt}.` : ""}
        </p>
        <ShowHideForm
          field={idField}
          id={record.id}
          name={record.name}
          active={record.isActive}
          action={`${list}/${record.id}`}
        />
      </div>
    </>
  );
}

/** What a record's profile form is given: the values it starts from, the last answer, the constraints, its button. */
export type RecordFormProps<Fields> = {
  defaults: RecordFormDefaults<Fields>;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  submitLabel: string;
};

/** The values a profile form starts from: a stored record's, lists one entry per line. */
export type RecordFormDefaults<Fields> = Partial<Record<keyof Fields, string | string[] | number | null>>;

/** One panel of a record's page, titled. */
export function RecordPanel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A managed record's profile form (intent "save"): a plain post with or without JavaScript, its messages by the field
 * and every typed value kept from `lastResult`. Every record has a name in both languages (labelled `nameLabel`),
 * drawn first; `children` draws the other fields from the `fields` it is given.
 */
export function RecordForm<Fields extends { name: unknown; nameAr: unknown }>({
  id,
  nameLabel = "Name",
  defaults,
  lastResult,
  constraint,
  submitLabel,
  children,
}: RecordFormProps<Fields> & {
  id: string;
  nameLabel?: string;
  children: (fields: Record<keyof Fields & string, FieldMetadata>) => React.ReactNode;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<Fields>({ id, lastResult, constraint, defaultValue: defaults });
  return (
    <Form method="post" className={styles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <TextPair meta={[fields.name, fields.nameAr]} label={nameLabel} />
      {children(fields)}
      <div>
        <SubmitButton
          pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"}
          pendingLabel="Saving..."
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** One text in both languages, side by side on a wide screen; the Arabic control is written right to left. */
export function Pair({ children }: { children: React.ReactNode }) {
  return <div className={recordStyles.pair}>{children}</div>;
}

/** The props that make a control Arabic: written right to left. */
export const arabicInput = { dir: "rtl", lang: "ar" } as const;

/**
 * A text in English and in Arabic, side by side: labelled `label` and "`label` in Arabic", one line (`Field`) or,
 * with `rows`, several (`TextareaField`); optional texts are marked so.
 */
export function TextPair({
  meta: [english, arabic],
  label,
  hint,
  optional = false,
  rows,
}: {
  meta: [FieldMetadata, FieldMetadata];
  label: string;
  hint?: string;
  optional?: boolean;
  rows?: number;
}) {
  const labels = [label, `${label} in Arabic`] as const;
  return (
    <Pair>
      {rows
        ? [english, arabic].map((meta, i) => (
            <TextareaField
              key={meta.name}
              meta={meta}
              label={labels[i]}
              hint={hint}
              markOptional={optional}
              textareaProps={i ? { rows, ...arabicInput } : { rows }}
            />
          ))
        : [english, arabic].map((meta, i) => (
            <Field
              key={meta.name}
              meta={meta}
              label={labels[i]}
              hint={i ? undefined : hint}
              markOptional={optional}
              inputProps={i ? arabicInput : undefined}
            />
          ))}
    </Pair>
  );
}

/**
 * A console list of managed records (`/staff/team`, `/staff/hotels`): how many and how many shown, the way to add one,
 * and each record's link, what the console says of it (`detail`) and its show/hide button.
 */
export function RecordList({
  path,
  title,
  lead,
  counted,
  addLabel,
  idField,
  records,
}: {
  path: string;
  title: string;
  /** What the list is for, when its title does not say it. */
  lead?: string;
  counted: [one: string, many: string];
  addLabel: string;
  idField: string;
  records: readonly { id: string; name: string; isActive: boolean; detail: React.ReactNode }[];
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead ? <p className={styles.summary}>{lead}</p> : null}
      <p className={styles.summary}>
        {`${countOf(records.length, ...counted)}, ${records.filter((r) => r.isActive).length} shown on the site. `}
        <Link to={`${path}/new`} className={ui.button.primary}>
          {addLabel}
        </Link>
      </p>
      <section className={styles.panel} aria-label={`Every ${counted[0]}`}>
        <ul className={styles.plainList}>
          {records.map((record) => (
            <li key={record.id} className={styles.listItem}>
              <Link to={`${path}/${record.id}`} className={styles.patientLink}>
                {record.name}
              </Link>
              <span className={styles.subtle}>
                {record.isActive ? "Shown" : "Hidden"}
                {record.detail}
              </span>
              <ShowHideForm field={idField} id={record.id} name={record.name} active={record.isActive} action={path} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The page that adds a managed record: the way back, its title and its profile form. */
export function NewRecordPage({ list, listLabel, title, children }: { list: string; listLabel: string; title: string; children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to={list}>{listLabel}</Link>
      </p>
      <h1 className={styles.pageTitle}>{title}</h1>
      <section className={styles.panel} aria-label={`${title} in English and Arabic`}>
        {children}
      </section>
    </div>
  );
}
