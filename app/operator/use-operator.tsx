import { createContext, useContext } from "react";
import type { Operator } from "~/domain/operator";
import type { WorkingWeek } from "~/i18n/time";

/**
 * What the root loader sends: the operator, with the team's week and its office hours in the page's language (null
 * while D1 cannot be read).
 */
export type PageOperator = Operator & { week: WorkingWeek | null; officeHours: string | null };

const OperatorContext = createContext<PageOperator | null>(null);

/** Set once by the root layout from its loader; null only on an error page whose root loader failed. */
export function OperatorProvider({ operator, children }: { operator: PageOperator | null; children: React.ReactNode }) {
  return <OperatorContext value={operator}>{children}</OperatorContext>;
}

/** The operator for the shell, which also draws error pages: null when the root loader did not run. */
export function useOptionalOperator() {
  return useContext(OperatorContext);
}

/** The operator for a page's own content, which renders only after the root loader. */
export function useOperator(): PageOperator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error("useOperator outside a page the root loader served");
  return operator;
}
