import medicalTourismGuide from "./1-medical-tourism-guide.md";
import lasikGuide from "./2-lasik-guide.md";
import cardiacCentres from "./3-cardiac-centres.md";
import dentalImplants from "./4-dental-implants.md";
import recoveryWellness from "./5-recovery-wellness.md";
import insuranceGuide from "./6-insurance-guide.md";

/**
 * Article bodies as HTML, keyed by article id. The Markdown is rendered when the app is built
 * (tools/vite/markdown-plugin.ts); the `.server` suffix keeps the bodies out of the client bundle.
 */
export const blogBodies: Record<string, string> = {
  "1": medicalTourismGuide,
  "2": lasikGuide,
  "3": cardiacCentres,
  "4": dentalImplants,
  "5": recoveryWellness,
  "6": insuranceGuide,
};
