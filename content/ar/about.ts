import type * as en from "../about";
import { figures } from "../figures";
import { figures as inSentences } from "./figures";
import type { ContentTranslation } from "~/i18n/content-translation";

export const aboutStats: ContentTranslation<typeof en.aboutStats, "value"> = [
  { value: figures.procedures, label: "إجراء طبي نسّقناه" },
  { value: figures.countries, label: "دولة قدِم منها مرضانا" },
  { value: figures.satisfaction, label: "نسبة رضا المرضى" },
  { value: figures.founded, label: "عام التأسيس في القاهرة" },
];

export const aboutStory: ContentTranslation<typeof en.aboutStory> = [
  "تأسست NileCare في القاهرة عام 2014 على يد جرّاح ومدير مستشفى، لاحظا مرة بعد مرة أن المرضى القادمين من الخارج يجدون في مصر أطباء متميزين، لكنهم يتعثرون في كل ما يحيط بالعلاج: التأشيرة والفندق والتنقلات والترجمة والمتابعة.",
  `واليوم يعمل منسّقونا مع ${inSentences.partnerHospitals} مستشفى شريكًا و{claim.specialists} طبيبًا استشاريًا في دليلنا، ويتحدثون ${inSentences.languages} لغة، وقد رافقوا مرضى من ${inSentences.countries} دولة. ولكل مريض منسّق واحد يرافقه من الاستشارة الأولى حتى آخر مكالمة متابعة.`,
];

export const coreValues: ContentTranslation<typeof en.coreValues> = [
  { title: "السلامة أولًا", text: "لا نتعامل إلا مع مستشفيات معتمدة وأطباء استشاريين حاصلين على البورد، ونراجع كل خطة علاج قبل سفرك." },
  { title: "المريض محور الرعاية", text: "أهدافك وميزانيتك وراحتك هي ما يرسم الخطة. نشرح لك كل خيار بلغة واضحة، وبلغتك أنت." },
  { title: "خط طوارئ على مدار الساعة", text: "طوال إقامتك في مصر يرد خط الطوارئ ليلًا ونهارًا، ويجيبك منسّقك عن كل ما عدا ذلك في أوقات العمل." },
];
