import type * as en from "../home";
import type { ContentTranslation } from "~/i18n/content-translation";
import { ltrText } from "~/i18n/isolate";

export const journeySteps: ContentTranslation<typeof en.journeySteps> = [
  { title: "استشارة مجانية", text: "حدّثنا عن حالتك وما تتطلع إليه، ويردّ عليك منسّق خلال ساعتين." },
  { title: "تحديد موعد العلاج", text: "نختار لك الطبيب الاستشاري المناسب ونحجز موعد علاجك، وغالبًا ما يكون ذلك خلال 2\u20113\u00a0أسابيع." },
  { title: "ترتيبات السفر", text: "مساعدة في التأشيرة، وإرشاد بشأن رحلات الطيران، واستقبال من المطار، وسكن قريب من المستشفى." },
  { title: "العلاج", text: "تتلقى علاجك في مستشفى معتمد، ومنسّقك إلى جانبك في كل خطوة." },
  { title: "دعم فترة التعافي", text: "تعافٍ مريح مع زيارات تمريضية وترجمة، وخط طوارئ يرد على مدار الساعة." },
  { title: "المتابعة بعد العودة", text: "متابعة عن بُعد مع طبيبك بعد عودتك إلى بلدك." },
];

export const reasons: ContentTranslation<typeof en.reasons> = [
  { title: `وفّر حتى {claim.savingsUpTo}`, text: `أسعار تبدأ من ${ltrText("{claim.startingPrice}")} لإجراءات تكلّف أضعاف ذلك في بلدك.` },
  { title: "مستشفيات معتمدة", text: "نعمل مع {figure.facilities}. وفي دليلنا {claim.specialists} طبيبًا استشاريًا تلقّوا تدريبهم في مراكز عالمية." },
  { title: "رعاية بلغتك", text: "{figure.languagesSpoken}" },
  { title: "فريق واحد معك", text: "فريق واحد يرافقك من سؤالك الأول حتى متابعتك بعد العلاج." },
];
