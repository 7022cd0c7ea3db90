import medicalTourismGuide from "~content/blog/ar/1-medical-tourism-guide.md";
import lasikGuide from "~content/blog/ar/2-lasik-guide.md";
import cardiacCentres from "~content/blog/ar/3-cardiac-centres.md";
import dentalImplants from "~content/blog/ar/4-dental-implants.md";
import recoveryWellness from "~content/blog/ar/5-recovery-wellness.md";
import insuranceGuide from "~content/blog/ar/6-insurance-guide.md";

/** Arabic twin of content/blog/bodies.server.ts: the Arabic article bodies as HTML, keyed by article id. */
export const blogBodies: Record<string, string> = {
  "1": medicalTourismGuide,
  "2": lasikGuide,
  "3": cardiacCentres,
  "4": dentalImplants,
  "5": recoveryWellness,
  "6": insuranceGuide,
};
