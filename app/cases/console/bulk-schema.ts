import { z } from "zod";
import { caseStatuses, closingReasons } from "~/cases/case-rules";
import { CASES_PER_PAGE } from "./case-filters";

/**
 * The case list's bulk form: the ticked cases and one of three buttons. The clicked button's
 * `bulk` value says which; the other fields are only read for it. The staff console is English (decision 0131).
 */
export const bulkActionSchema = z
  .object({
    intent: z.literal("bulk"),
    bulk: z.enum(["assign", "status", "close"], { error: "Choose what to do with the ticked cases" }),
    caseIds: z
      .array(z.string().regex(/^[\w-]{1,64}$/), { error: "Tick at least one case" })
      .min(1, "Tick at least one case")
      .max(CASES_PER_PAGE, `At most ${CASES_PER_PAGE} cases at once`),
    assigneeId: z
      .string()
      .regex(/^[\w-]{0,64}$/)
      .optional(),
    status: z.enum(caseStatuses).optional(),
    closingReason: z.enum(closingReasons).optional(),
  })
  .superRefine((value, context) => {
    if (value.bulk === "status" && (!value.status || value.status === "closed")) {
      context.addIssue({
        code: "custom",
        path: ["status"],
        message: "Choose the new status (closing has its own button)",
      });
    }
    if (value.bulk === "close" && !value.closingReason) {
      context.addIssue({ code: "custom", path: ["closingReason"], message: "Choose why the cases are closed" });
    }
  });
