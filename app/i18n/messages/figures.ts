import type { Translation } from "../translation";

/** The figures pages state: computed from the site's records, or the operator's with their source (decision 0122). */
export const en = {
  "treated.label": "Patients treated",
  "treated.note": "From our case records",
  "countries.label": "Countries they came from",
  "countries.note": "From our case records",
  "satisfaction.label": "Feel well after treatment",
  "satisfaction.note": "{count} patients' latest check-in, {from}/10 or more",
  "rating.label": "Rating in verified reviews",
  "rating.value": "{rating}/5",
  "rating.note": "From {count} reviews by patients we treated",
  "languages.label": "Languages our team and doctors speak",
  "source": "Source: {source}, {date}",
  "facilities.phrase": "{count, plural, =0 {partner hospitals we check ourselves} one {# partner facility} other {# partner facilities}}",
  "languages.spoken": "{count, plural, =0 {Coordinators who answer you in English or Arabic.} other {Coordinators and doctors who speak {list}.}}",
} as const;

export const ar: Translation<typeof en> = {
  "treated.label": "المرضى الذين عالجناهم",
  "treated.note": "من سجلات حالاتنا",
  "countries.label": "الدول التي قدِموا منها",
  "countries.note": "من سجلات حالاتنا",
  "satisfaction.label": "يشعرون بتحسّن بعد العلاج",
  "satisfaction.note": "من آخر متابعة لـ{count, plural, one {مريض واحد} two {مريضين} few {# مرضى} many {# مريضًا} other {# مريض}}: {from} من 10 أو أكثر",
  "rating.label": "التقييم في المراجعات الموثّقة",
  "rating.value": "{rating} من 5",
  "rating.note": "من {count, plural, one {مراجعة واحدة} two {مراجعتين} few {# مراجعات} many {# مراجعة} other {# مراجعة}} كتبها مرضى عالجناهم",
  "languages.label": "اللغات التي يتحدثها فريقنا وأطباؤنا",
  "source": "المصدر: {source}، {date}",
  "facilities.phrase":
    "{count, plural, =0 {مستشفيات شريكة نتحقق منها بأنفسنا} one {منشأة طبية شريكة واحدة} two {منشأتان طبيتان شريكتان} few {# منشآت طبية شريكة} many {# منشأة طبية شريكة} other {# منشأة طبية شريكة}}",
  "languages.spoken": "{count, plural, =0 {منسّقون يجيبونك بالعربية أو الإنجليزية.} other {منسّقون وأطباء يتحدثون {list}.}}",
};
