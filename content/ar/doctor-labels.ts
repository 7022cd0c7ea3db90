import type { DoctorLabels } from "~content/doctor-labels";

/** Arabic twin of content/doctor-labels.ts: the seeded doctors, their specializations and languages in Arabic. */
export const doctorLabels: DoctorLabels = {
  specializations: {
    "Cardiac Surgery": "جراحة القلب",
    Ophthalmology: "طب وجراحة العيون",
    "Dental Care": "طب الأسنان",
    "Cosmetic Surgery": "جراحة التجميل",
    "General Surgery": "الجراحة العامة",
    "Orthopedic Surgery": "جراحة العظام",
  },
  languages: {
    Arabic: "العربية",
    English: "الإنجليزية",
    French: "الفرنسية",
    German: "الألمانية",
    Italian: "الإيطالية",
    Spanish: "الإسبانية",
    Russian: "الروسية",
  },
  doctors: {
    "dr-ahmed-hassan": { name: "د. أحمد حسن", title: "استشاري جراحة القلب والصدر" },
    "dr-mahmoud-abdel-rahman": { name: "د. محمود عبد الرحمن", title: "أستاذ جراحة القلب والصدر" },
    "dr-hoda-ibrahim": { name: "د. هدى إبراهيم", title: "استشارية جراحة القلب والصدر والأوعية الدموية" },
    "dr-nadia-el-sherif": { name: "د. نادية الشريف", title: "استشارية طب وجراحة العيون وتصحيح الإبصار" },
    "dr-tarek-mansour": { name: "د. طارق منصور", title: "استشاري جراحة الشبكية والجسم الزجاجي والمياه البيضاء" },
    "dr-dina-farag": { name: "د. دينا فرج", title: "استشارية جراحة تجميل الجفون ومحجر العين" },
    "dr-karim-adel": { name: "د. كريم عادل", title: "استشاري تركيبات وزراعة الأسنان" },
    "dr-sherif-ragab": { name: "د. شريف رجب", title: "استشاري جراحة الفم والوجه والفكين" },
    "dr-laila-mostafa": { name: "د. ليلى مصطفى", title: "استشارية جراحة التجميل والترميم" },
    "dr-hany-saleh": { name: "د. هاني صالح", title: "استشاري جراحة تجميل الوجه" },
    "dr-mohamed-el-masry": { name: "د. محمد المصري", title: "استشاري الجراحة العامة وجراحة المناظير" },
    "dr-rania-khalil": { name: "د. رانيا خليل", title: "استشارية جراحات السمنة والمناظير" },
    "dr-amr-zaki": { name: "د. عمرو زكي", title: "استشاري جراحة العظام وتغيير المفاصل" },
    "dr-samir-el-gendy": { name: "د. سمير الجندي", title: "استشاري جراحة العمود الفقري والعظام" },
    "dr-adel-shawky": { name: "د. عادل شوقي", title: "استشاري جراحة العظام" },
  },
};
