import { RecordForm, TextPair, type RecordFormDefaults, type RecordFormProps } from "~/staff/record-page";
import { Field } from "~/ui/forms";
import type { OperatorFigureFields } from "./figure-form-schema";

export type OperatorFigureDefaults = RecordFormDefaults<OperatorFigureFields>;

/** An operator's figure: its label and source in English and Arabic, the figure, its source's date and order. */
export function OperatorFigureForm(props: RecordFormProps<OperatorFigureFields>) {
  return (
    <RecordForm<OperatorFigureFields> id="operator-figure" nameLabel="Label" {...props}>
      {(fields) => (
        <>
          <Field meta={fields.value} label="Figure" hint="As the pages show it, with digits: 2014, 1,200+" inputProps={{ dir: "ltr" }} />
          <TextPair meta={[fields.source, fields.sourceAr]} label="Source" hint="Where the figure comes from, for example: Commercial register of Egypt" />
          <Field meta={fields.statedOn} label="Date of the source" hint="The day the source gave this figure; the pages print it beside the figure." inputProps={{ type: "date" }} />
          <Field meta={fields.position} label="Order on the pages" hint="Smaller numbers come first." inputProps={{ type: "number", inputMode: "numeric", min: 1, max: 999 }} />
        </>
      )}
    </RecordForm>
  );
}
