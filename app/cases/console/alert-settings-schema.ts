import { z } from "zod";
import { alertDeliveries, type ChoosableAlertEvent } from "~/domain/staff-alerts";

const delivery = z.enum(alertDeliveries, { error: "Choose how this e-mail reaches you" });

/** The notification settings form (/staff/notifications): one choice per alert. */
export const alertSettingsSchema = z.object({
  assigned: delivery,
  "patient-replied": delivery,
  booked: delivery,
  cancelled: delivery,
  "quote-decided": delivery,
  "due-in-30m": delivery,
  overdue: delivery,
} satisfies Record<ChoosableAlertEvent, typeof delivery>);

export type AlertSettings = z.infer<typeof alertSettingsSchema>;
