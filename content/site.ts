/**
 * The product's brand, stated once. Who runs it and how to reach them (legal name, address, phone, e-mail,
 * hours, emergency line, social links) is configuration: the OPERATOR_* vars (app/domain/operator.ts).
 */
export const site = {
  name: "NileCare",
  tagline: "Medical treatment in Egypt, arranged end to end",
} as const;
