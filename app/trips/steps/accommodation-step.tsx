import { useState } from "react";
import { CheckboxField } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import { isTicked, textOf } from "../plan-form";
import { usePlanContent } from "../planner-content";
import type { AccommodationOption } from "../trip-plans.server";
import * as styles from "../plan.css";
import { AccommodationCard } from "./accommodation-card";
import { CheckboxChoices, ChoiceCards, type StepProps } from "./plan-choices";

/**
 * Step 3: the kind of stay, the options of that kind (filtered as the type is chosen, or by the
 * saved type without JavaScript) and what the stay must offer.
 */
export function AccommodationStep({
  values,
  errors,
  accommodations,
}: StepProps & { accommodations: AccommodationOption[] }) {
  const { hotelTypeOptions, requirementChoices, wizardTexts: t } = usePlanContent();
  const hydrated = useHydrated();
  const [hotelType, setHotelType] = useState(() => textOf(values, "hotelType"));
  const options = accommodations.filter((option) => hotelType === "" || option.type === hotelType);
  return (
    <>
      <p className={styles.stepIntro}>{t.accommodationIntro}</p>
      <ChoiceCards
        field="hotelType"
        legend={t.hotelType}
        values={values}
        errors={errors}
        choices={hotelTypeOptions}
        onChoose={setHotelType}
        detail={(option) => <span className={ui.muted}>{option.description}</span>}
      >
        {hydrated ? null : (
          // Without JavaScript the list below is filtered by the saved type: this saves the choice.
          <p>
            <button type="submit" name="intent" value="stay" className={ui.button.outline}>
              {t.showOptions}
            </button>
          </p>
        )}
      </ChoiceCards>

      <section aria-labelledby="options-title" className={styles.fieldset}>
        <h3 id="options-title">{t.options}</h3>
        {options.length > 0 ? (
          <ul className={styles.optionGrid}>
            {options.map((option) => (
              <AccommodationCard key={option.id} option={option} />
            ))}
          </ul>
        ) : (
          <p className={ui.muted}>{t.noOptions}</p>
        )}
      </section>

      <CheckboxChoices
        field="specialRequirements"
        legend={t.specialRequirements}
        options={requirementChoices}
        values={values}
        errors={errors}
      />
      <CheckboxField
        label={t.proximity}
        errors={errors.proximityToHospital}
        inputProps={{
          id: "proximityToHospital",
          name: "proximityToHospital",
          defaultChecked: isTicked(values, "proximityToHospital"),
        }}
      />
    </>
  );
}
