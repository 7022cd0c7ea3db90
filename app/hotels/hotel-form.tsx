import { hotelTypes } from "~/domain/hotels";
import { Pair, RecordForm, type RecordFormDefaults, type RecordFormProps } from "~/staff/record-page";
import { Field, SelectField, TextareaField } from "~/ui/forms";
import type { HotelFields } from "./hotel-form-schema";

export type HotelDefaults = RecordFormDefaults<HotelFields>;

const typeLabels = { medical_hotel: "Medical hotel", hotel: "Hotel", apartment: "Serviced apartment", resort: "Resort" } as const;

/**
 * A hotel's name in English and Arabic, its official stars (the site computes the category), kind, price, the facility
 * it is near and how far, amenities and medical features (/staff/hotels/new and /staff/hotels/{id}).
 */
export function HotelForm({ facilities, ...props }: RecordFormProps<HotelFields> & { facilities: readonly { id: string; name: string; isActive: boolean }[] }) {
  return (
    <RecordForm<HotelFields> id="hotel" {...props}>
      {(fields) => (
        <>
          <Pair>
            <SelectField
              meta={fields.stars}
              label="Official stars"
              placeholder="Choose the stars"
              hint="The site names the category from them: 5 luxury, 4 upscale, 3 comfort, 2 economy, 1 budget."
              options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }))}
            />
            <SelectField meta={fields.type} label="Kind of place" placeholder="Choose the kind" options={hotelTypes.map((value) => ({ value, label: typeLabels[value] }))} />
          </Pair>
          <Pair>
            <SelectField
              meta={fields.facilityId}
              label="Near"
              placeholder="Choose a facility"
              options={facilities.map((f) => ({ value: f.id, label: f.isActive ? f.name : `${f.name} (hidden)` }))}
            />
            <Field meta={fields.distanceKm} label="Distance in km" hint="By road, from the hotel's door to the facility's." inputProps={{ inputMode: "decimal" }} />
          </Pair>
          <Field meta={fields.pricePerNight} label="Price per night (US$)" inputProps={{ type: "number", inputMode: "numeric", min: 1, max: 5000 }} />
          <Pair>
            <TextareaField meta={fields.amenities} label="Amenities" hint="One per line, in English." markOptional textareaProps={{ rows: 4 }} />
            <TextareaField meta={fields.medicalFeatures} label="Medical features" hint="One per line, in English." markOptional textareaProps={{ rows: 4 }} />
          </Pair>
        </>
      )}
    </RecordForm>
  );
}
