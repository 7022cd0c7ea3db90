/** The addresses the intake uses, shared by its pages, forms and actions. */
export const WIZARD_PATH = "/start-journey";
export const DASHBOARD_PATH = "/dashboard";
export const UPLOAD_PATH = "/intake/upload";

export const wizardStepPath = (step: number) => `${WIZARD_PATH}?step=${step}`;
export const documentPath = (documentId: string) => `/intake/documents/${documentId}`;
