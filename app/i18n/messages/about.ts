import type { Translation } from "../translation";

/** The about page. */
export const en = {
  "meta.title": "About Us | {site}",
  "meta.description": "Who NileCare is: the coordinators, partner facilities and doctors who look after international patients treated in Egypt.",
  "hero.title": "About {site}",
  "hero.lead":
    "We help international patients reach Egypt's best doctors safely, comfortably and affordably.",
  "story.title": "Our Story",
  "values.title": "Our Core Values",
  "team.title": "Our Team",
  "team.languages": "Speaks {languages}",
  "partners.title": "Partner Facilities",
  "cta.title": "Talk to a coordinator today",
  "cta.text": "Free consultation, personalised quote and answers in your language.",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "من نحن | {site}",
  "meta.description": "تعرّف على NileCare: المنسّقون والمنشآت الطبية الشريكة والأطباء الذين يرعون المرضى القادمين من الخارج للعلاج في مصر.",
  "hero.title": "تعرّف على {site}",
  "hero.lead":
    "نساعد المرضى القادمين من الخارج على الوصول إلى أفضل أطباء مصر، بأمان وراحة وتكلفة في المتناول.",
  "story.title": "قصتنا",
  "values.title": "قيمنا",
  "team.title": "فريقنا",
  "team.languages": "يتحدث {languages}",
  "partners.title": "المنشآت الطبية الشريكة",
  "cta.title": "تحدّث مع منسّق اليوم",
  "cta.text": "استشارة مجانية، وعرض سعر مخصص لك، وإجابات بلغتك.",
};
