import type { SelectOption } from "~/ui/forms";

/** A choice of an intake select: an option, or a group of options under its label. */
export type SelectChoice = SelectOption | { label: string; options: readonly SelectOption[] };

const optionOf = ({ value, label }: SelectOption) => (
  <option key={value} value={value}>
    {label}
  </option>
);

/** The choices as options and `<optgroup>`s, drawn inside the kit's select (the treatments, the countries). */
export function OptionGroups({ choices }: { choices: readonly SelectChoice[] }) {
  return choices.map((choice) =>
    "options" in choice ? (
      <optgroup key={choice.label} label={choice.label}>
        {choice.options.map(optionOf)}
      </optgroup>
    ) : (
      optionOf(choice)
    ),
  );
}
