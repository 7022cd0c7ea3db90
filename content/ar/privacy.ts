import type * as en from "../privacy";
import type { ContentTranslation } from "~/i18n/content-translation";

// A rule, not words: the grace period the account page and the retention job share.
export { WITHDRAWN_CONSENT_GRACE_DAYS } from "../privacy";

/** The privacy notice on /ar/privacy: the same notice as content/privacy.ts, written for Arabic readers. */
/** The configured operator (`{operator.…}` tokens, filled by the page); the legal name stays as registered. */
const dataController = {
  name: "{operator.legalName}",
  address: "{operator.address}",
  privacyEmail: "{operator.privacyEmail}",
};

/** How long each kind of record is kept; the days are the English file's, which the retention jobs enforce. */
export const retentionRules: ContentTranslation<typeof en.retentionRules> = {
  anonymousDrafts: {
    what: "نماذج الاستمارة الطبية غير المكتملة والملفات المرفوعة معها",
    keptFor: "14 يومًا من آخر تعديل",
    days: 14,
  },
  unconfirmedAccounts: {
    what: "الحسابات التي لم يُؤكَّد عنوان بريدها الإلكتروني قط",
    keptFor: "30 يومًا من التسجيل",
    days: 30,
  },
  pendingNewsletter: {
    what: "الاشتراكات في النشرة البريدية التي لم تُؤكَّد، والعناوين التي ألغت اشتراكها",
    keptFor: "30 يومًا",
    days: 30,
  },
  withdrawnConsent: {
    what: "مستندات استمارة طبية وبياناتها الصحية بعد أن سحبت موافقتك عليها",
    keptFor: "30 يومًا من سحب الموافقة، ما لم تمنح موافقتك من جديد",
    days: 30,
  },
  loginAttempts: {
    what: "محاولات تسجيل الدخول (العنوان، وعنوان الشبكة، والوقت)",
    keptFor: "90 يومًا",
    days: 90,
  },
  sentEmails: {
    what: "نسخ الرسائل الإلكترونية التي أرسلناها إليك",
    keptFor: "90 يومًا",
    days: 90,
  },
  contactMessages: {
    what: "الرسائل المرسلة عبر نموذج التواصل",
    keptFor: "سنة واحدة",
    days: 365,
  },
  securityEvents: {
    what: "السجلات الأمنية الخاصة بحسابك (عمليات تسجيل الدخول، وتغيير كلمة المرور)",
    keptFor: "سنة واحدة؛ وتُجهَّل هويتها فورًا إذا حذفت حسابك",
    days: 365,
  },
  closedCases: {
    what: "الملفات المغلقة: الاستمارة الطبية أو خطة الرحلة أو الرسالة، مع مستنداتها وملاحظاتها ومتابعات ما بعد العلاج وملف السجلات (المستندات التي أرفقها منسّقك)؛ ولا تُحسب في النتائج المنشورة إلا الملفات المحفوظة",
    keptFor: "سنتان من إغلاق الملف",
    days: 730,
  },
};

/** The cookies the site sets: all essential, none for tracking or advertising. */
export const cookies: ContentTranslation<typeof en.cookies, "name"> = [
  { name: "nilecare-session", purpose: "يُبقيك مسجّل الدخول", lasts: "30 يومًا، تتجدد ما دمت تستخدم الموقع" },
  { name: "nilecare-theme", purpose: "يتذكّر اختيارك بين الوضع الفاتح والداكن", lasts: "سنة واحدة" },
  { name: "nilecare-toast", purpose: "يعرض رسالة بعد إرسال نموذج", lasts: "دقيقة واحدة" },
  { name: "nilecare-intake", purpose: "يعثر على استمارتك الطبية غير المكتملة", lasts: "14 يومًا" },
  { name: "nilecare-trip-plan", purpose: "يحتفظ بخطة رحلتك غير المكتملة", lasts: "7 أيام" },
];

/** The notice's sections, in the order a patient would ask: who, what, why, who sees it, where, how long. */
export const privacySections: ContentTranslation<typeof en.privacySections, "id"> = [
  {
    id: "who",
    title: "الجهة المسؤولة عن بياناتك",
    paragraphs: [
      `شركة ${dataController.name}، وعنوانها ${dataController.address}، هي المسؤولة عن بياناتك (أي "المتحكم في البيانات" بموجب اللائحة العامة لحماية البيانات في الاتحاد الأوروبي والمملكة المتحدة، وبموجب قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020).`,
      `لأي استفسار يتعلق ببياناتك، راسلنا على ${dataController.privacyEmail}، وسنردّ عليك خلال شهر واحد.`,
    ],
  },
  {
    id: "what",
    title: "ما البيانات التي نجمعها ولماذا",
    paragraphs: [
      "حسابك: عنوان بريدك الإلكتروني، واسم المستخدم، وبصمة مشفّرة أحادية الاتجاه لكلمة مرورك، لتتمكن من تسجيل الدخول.",
      "استمارتك الطبية وخطط رحلاتك: بيانات التواصل، وحالتك الصحية، والعلاجات السابقة، والأدوية، والحساسية، وتفضيلات السفر، والمستندات التي ترفعها (جواز السفر، والملفات الطبية، ووثيقة التأمين)، ليتمكن المنسّقون والأطباء من تقييم حالتك وترتيب علاجك ورحلتك.",
      "الرسائل الواردة عبر نموذج التواصل واشتراكك في النشرة البريدية، لنردّ عليك ونرسل إليك ما طلبته.",
      "السجلات الأمنية: محاولات تسجيل الدخول، وعنوان الشبكة والمتصفح اللذان جاءت منهما، والبلد الذي تحدده Cloudflare، لحماية حسابك.",
    ],
  },
  {
    id: "basis",
    title: "الأساس القانوني لمعالجة بياناتك",
    paragraphs: [
      "للبيانات الصحية وضع خاص: لا نعالجها إلا بموافقتك الصريحة، التي تمنحها في الخطوة الأخيرة من الاستمارة الطبية. ونسجّل وقت موافقتك والنص الحرفي الذي وافقت عليه. ويمكنك سحب موافقتك في أي وقت من صفحة حسابك، فيتوقف كل عمل على استمارتك.",
      "حسابك وخطط رحلاتك ورسائلك: لتقديم الخدمة التي طلبتها (بموجب عقد). النشرة البريدية: بموافقتك. السجلات الأمنية: لمصلحتنا المشروعة في الحفاظ على أمان الحسابات.",
    ],
  },
  {
    id: "who-sees",
    title: "من يطّلع على بياناتك",
    paragraphs: [
      "أنت وحدك، ومنسّقو NileCare المسؤولون عن ملفك، والأطباء والمستشفيات الشريكة التي تقيّم حالتك أو تعالجك. وكلما فتح أحد موظفينا مستنداتك سُجّل ذلك، ويمكنك الاطلاع على هذه السجلات في ملف بياناتك الذي تنزّله.",
      "مزوّدو الخدمات الذين يعملون لحسابنا بموجب عقود: Cloudflare (الاستضافة والتخزين) وResend (إرسال البريد الإلكتروني). ولا نبيع بياناتك أبدًا، ولا نستخدمها في الإعلانات.",
    ],
  },
  {
    id: "transfers",
    title: "نقل البيانات خارج بلدك",
    paragraphs: [
      "نعمل من مصر، وتعمل استضافتنا على شبكة Cloudflare العالمية. وحين تنتقل البيانات إلى خارج الاتحاد الأوروبي أو المملكة المتحدة، نستند إلى موافقتك الصريحة على تلقي العلاج في الخارج، وإلى البنود التعاقدية النموذجية للمفوضية الأوروبية المبرمة مع مزوّدي خدماتنا.",
    ],
  },
  {
    id: "rights",
    title: "حقوقك وكيف تمارسها",
    paragraphs: [
      "يمكنك بنفسك، من صفحة حسابك، الاطلاع على كل ما نحتفظ به عنك وتصحيحه وتنزيله وحذفه، وسحب موافقتك: تغيير اسم المستخدم والبريد الإلكتروني وكلمة المرور، ومعرفة الأجهزة المسجّل دخولك منها، وتنزيل جميع بياناتك في ملف ZIP، وسحب الموافقة، أو حذف حسابك.",
      `ويمكنك أيضًا الاعتراض على المعالجة أو طلب تقييدها بمراسلتنا على ${dataController.privacyEmail}، وتقديم شكوى إلى هيئة حماية البيانات المختصة (في مصر: مركز حماية البيانات الشخصية؛ وفي الاتحاد الأوروبي: الهيئة المختصة في بلدك؛ وفي المملكة المتحدة: مكتب مفوض المعلومات ICO).`,
    ],
  },
];
