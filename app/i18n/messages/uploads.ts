import type { Translation } from "../translation";

/** What any upload form says about a refused file, wherever the file goes (intake, a case's attachments). */
export const en = {
  "file.tooLarge.title": "File too large",
  "file.tooLarge.description": "{file} is over 10MB. Please compress the file.",
  "file.invalidType.title": "Invalid file type",
  "file.invalidType.description": "{file} is not supported. Please upload PDF, JPG, or PNG files.",
  "file.failed.title": "Upload failed",
  "file.failed.description": "{file} could not be uploaded. Please try again.",
  "file.malformed.description": "The upload could not be read. Please try again with fewer or smaller files.",
} as const;

/** A file name may be Latin or Arabic: a first-strong isolate keeps it whole either way. */
const file = "\u2068{file}\u2069";
const size = "\u206610MB\u2069";

export const ar: Translation<typeof en> = {
  "file.tooLarge.title": "حجم الملف كبير",
  "file.tooLarge.description": `حجم الملف ${file} أكبر من ${size}. يُرجى ضغط الملف ثم رفعه مرة أخرى.`,
  "file.invalidType.title": "نوع الملف غير مدعوم",
  "file.invalidType.description": `لا يمكن قبول الملف ${file}. يُرجى رفع ملفات PDF أو JPG أو PNG.`,
  "file.failed.title": "تعذّر رفع الملف",
  "file.failed.description": `تعذّر رفع الملف ${file}. يُرجى المحاولة مرة أخرى.`,
  "file.malformed.description":
    "تعذّرت قراءة الملفات المرسلة. يُرجى المحاولة مرة أخرى بعدد أقل من الملفات أو بملفات أصغر حجمًا.",
};
