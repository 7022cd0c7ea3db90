import type { Translation } from "../translation";

/** The privacy notice (`/privacy`); its sections and tables are content (content/privacy.ts). */
export const en = {
  "meta.title": "Privacy Notice | {site}",
  "meta.description": "How {site} handles your personal and health data, how long we keep it, and how to use your rights.",
  "title": "Privacy Notice",
  "lead": "In plain language: what we keep about you, why, for how long, and how you stay in control. Signed in? Your",
  "leadLink": "account page",
  "leadEnd": "lets you download or delete your data at any time.",
  "rights.link": "Go to your account",
  "retention.title": "How long we keep your data",
  "retention.text":
    "Automatic jobs apply these rules every few minutes. Your account and what is in it stay until you delete them; deleting your account erases them at once.",
  "retention.what": "What",
  "retention.keptFor": "Kept for",
  "cookies.title": "Cookies",
  "cookies.text": "We use only the cookies the site needs to work. None track you or serve advertising.",
  "cookies.cookie": "Cookie",
  "cookies.why": "Why",
  "cookies.lasts": "Lasts",
  "contact": "Contact for data-protection requests:",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "إشعار الخصوصية | {site}",
  "meta.description": "كيف تتعامل {site} مع بياناتك الشخصية والصحية، وكم من الوقت نحتفظ بها، وكيف تمارس حقوقك.",
  "title": "إشعار الخصوصية",
  "lead": "بلغة واضحة: ما نحتفظ به عنك، ولماذا، وإلى متى، وكيف تبقى صاحب القرار. هل سجّلت دخولك؟ تتيح لك",
  "leadLink": "صفحة حسابك",
  "leadEnd": "تنزيل بياناتك أو حذفها في أي وقت.",
  "rights.link": "انتقل إلى حسابك",
  "retention.title": "مدة احتفاظنا ببياناتك",
  "retention.text":
    "تطبّق مهام آلية هذه القواعد كل بضع دقائق. ويبقى حسابك وكل ما فيه إلى أن تحذفه؛ وحذف حسابك يمحو ذلك كله فورًا.",
  "retention.what": "البيانات",
  "retention.keptFor": "مدة الاحتفاظ",
  "cookies.title": "ملفات تعريف الارتباط (الكوكيز)",
  "cookies.text": "لا نستخدم إلا ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل، ولا يتتبعك أي منها ولا يُستخدم للإعلانات.",
  "cookies.cookie": "الملف",
  "cookies.why": "الغرض",
  "cookies.lasts": "المدة",
  "contact": "للتواصل بشأن طلبات حماية البيانات:",
};
