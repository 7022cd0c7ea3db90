import { z } from "zod";
import { checkoutChoices } from "./stand-in-choices";

/** The stand-in checkout page's one form: which of its three buttons was pressed. */
export const standInCheckoutSchema = z.object({ choice: z.enum(checkoutChoices) });
