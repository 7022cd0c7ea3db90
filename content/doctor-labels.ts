import { treatmentEntry } from "./treatments/list";
import { translated, type Words } from "./words";

/**
 * How the pages name what D1 stores about a doctor (decision 0132). D1 holds each doctor in English:
 * name, title, specialization and languages, and the stored specialization and language names are
 * the directory's filter values. Each stored English value has its words in every language here: a page
 * shows them only while D1 still stores that English, so a doctor the staff rename (or add) shows as stored
 * rather than under an outdated name. A specialization that is a catalogue specialty is named by the one
 * treatment list.
 */
export type DoctorLabels = {
  /** Stored specialization → its words. */
  specializations: Readonly<Record<string, Words>>;
  /** Stored language name → its words. */
  languages: Readonly<Record<string, Words>>;
  /** Doctor id → the doctor's name and title (the seeded doctors). */
  doctors: Readonly<Record<string, { name: Words; title: Words }>>;
  /** A review's stored procedure name → its words (the seeded reviews). */
  procedures: Readonly<Record<string, Words>>;
};

export const doctorLabels: DoctorLabels = {
  specializations: {
    "Cardiac Surgery": treatmentEntry("cardiac-surgery")!.name,
    ...translated({ Ophthalmology: "طب وجراحة العيون" }),
    ...translated({ "Dental Care": "طب الأسنان" }),
    "Cosmetic Surgery": treatmentEntry("cosmetic-surgery")!.name,
    "General Surgery": treatmentEntry("general-surgery")!.name,
    "Orthopedic Surgery": treatmentEntry("orthopedic-surgery")!.name,
  },
  languages: translated({
    Arabic: "العربية",
    English: "الإنجليزية",
    French: "الفرنسية",
    German: "الألمانية",
    Italian: "الإيطالية",
    Spanish: "الإسبانية",
    Russian: "الروسية",
  }),
  doctors: {
    "dr-ahmed-hassan": {
      name: { en: "Dr. Ahmed Hassan", ar: "د. أحمد حسن" },
      title: { en: "Consultant Cardiothoracic Surgeon", ar: "استشاري جراحة القلب والصدر" },
    },
    "dr-mahmoud-abdel-rahman": {
      name: { en: "Dr. Mahmoud Abdel Rahman", ar: "د. محمود عبد الرحمن" },
      title: { en: "Professor of Cardiothoracic Surgery", ar: "أستاذ جراحة القلب والصدر" },
    },
    "dr-hoda-ibrahim": {
      name: { en: "Dr. Hoda Ibrahim", ar: "د. هدى إبراهيم" },
      title: { en: "Consultant Cardiothoracic & Vascular Surgeon", ar: "استشارية جراحة القلب والصدر والأوعية الدموية" },
    },
    "dr-nadia-el-sherif": {
      name: { en: "Dr. Nadia El-Sherif", ar: "د. نادية الشريف" },
      title: { en: "Consultant Ophthalmologist & Refractive Surgeon", ar: "استشارية طب وجراحة العيون وتصحيح الإبصار" },
    },
    "dr-tarek-mansour": {
      name: { en: "Dr. Tarek Mansour", ar: "د. طارق منصور" },
      title: {
        en: "Consultant Vitreoretinal & Cataract Surgeon",
        ar: "استشاري جراحة الشبكية والجسم الزجاجي والمياه البيضاء",
      },
    },
    "dr-dina-farag": {
      name: { en: "Dr. Dina Farag", ar: "د. دينا فرج" },
      title: { en: "Consultant Oculoplastic & Orbital Surgeon", ar: "استشارية جراحة تجميل الجفون ومحجر العين" },
    },
    "dr-karim-adel": {
      name: { en: "Dr. Karim Adel", ar: "د. كريم عادل" },
      title: { en: "Consultant Prosthodontist & Implantologist", ar: "استشاري تركيبات وزراعة الأسنان" },
    },
    "dr-sherif-ragab": {
      name: { en: "Dr. Sherif Ragab", ar: "د. شريف رجب" },
      title: { en: "Consultant Oral & Maxillofacial Surgeon", ar: "استشاري جراحة الفم والوجه والفكين" },
    },
    "dr-laila-mostafa": {
      name: { en: "Dr. Laila Mostafa", ar: "د. ليلى مصطفى" },
      title: { en: "Consultant Plastic & Reconstructive Surgeon", ar: "استشارية جراحة التجميل والترميم" },
    },
    "dr-hany-saleh": {
      name: { en: "Dr. Hany Saleh", ar: "د. هاني صالح" },
      title: { en: "Consultant Facial Plastic Surgeon", ar: "استشاري جراحة تجميل الوجه" },
    },
    "dr-mohamed-el-masry": {
      name: { en: "Dr. Mohamed El-Masry", ar: "د. محمد المصري" },
      title: { en: "Consultant General & Laparoscopic Surgeon", ar: "استشاري الجراحة العامة وجراحة المناظير" },
    },
    "dr-rania-khalil": {
      name: { en: "Dr. Rania Khalil", ar: "د. رانيا خليل" },
      title: { en: "Consultant Bariatric & Laparoscopic Surgeon", ar: "استشارية جراحات السمنة والمناظير" },
    },
    "dr-amr-zaki": {
      name: { en: "Dr. Amr Zaki", ar: "د. عمرو زكي" },
      title: { en: "Consultant Orthopedic & Joint Replacement Surgeon", ar: "استشاري جراحة العظام وتغيير المفاصل" },
    },
    "dr-samir-el-gendy": {
      name: { en: "Dr. Samir El-Gendy", ar: "د. سمير الجندي" },
      title: { en: "Consultant Spine & Orthopedic Surgeon", ar: "استشاري جراحة العمود الفقري والعظام" },
    },
    "dr-adel-shawky": {
      name: { en: "Dr. Adel Shawky", ar: "د. عادل شوقي" },
      title: { en: "Consultant Orthopedic Surgeon", ar: "استشاري جراحة العظام" },
    },
  },
  procedures: translated({
    "ACL Reconstruction": "إعادة بناء الرباط الصليبي الأمامي",
    "Aortic Valve Replacement": "استبدال الصمام الأبهري",
    "Appendix Removal": "استئصال الزائدة الدودية",
    Blepharoplasty: "تجميل الجفون",
    "Bone Grafting": "ترقيع العظام",
    "Breast Augmentation": "تكبير الثدي",
    "Cataract Surgery": "جراحة المياه البيضاء",
    "Chin Augmentation": "تكبير الذقن",
    "Coronary Artery Bypass Surgery": "جراحة تحويل مسار الشريان التاجي",
    "Dental Implants": "زراعة الأسنان",
    Facelift: "شد الوجه",
    "Full Smile Makeover": "تجميل الابتسامة الكامل",
    "Gastric Bypass": "تحويل مسار المعدة",
    "Gastric Sleeve Surgery": "تكميم المعدة",
    "Heart Valve Replacement": "استبدال صمام القلب",
    "Hernia Repair": "إصلاح الفتق",
    "Hip Replacement": "استبدال مفصل الورك",
    "ICL Implantation": "زراعة العدسة الداخلية (ICL)",
    "Jaw Surgery (Orthognathic)": "جراحة تقويم الفكين",
    "Knee Replacement": "استبدال مفصل الركبة",
    "LASIK Eye Surgery": "تصحيح الإبصار بالليزك",
    "Laparoscopic Gallbladder Removal": "استئصال المرارة بالمنظار",
    Liposuction: "شفط الدهون",
    Microdiscectomy: "استئصال الغضروف المجهري",
    "Minimally Invasive Valve Surgery": "جراحة الصمامات طفيفة التوغل",
    "Mitral Valve Repair": "إصلاح الصمام التاجي",
    "Mommy Makeover": "تجميل ما بعد الولادة",
    "Partial Knee Replacement": "الاستبدال الجزئي لمفصل الركبة",
    "Porcelain Veneers": "قشور البورسلين",
    "Ptosis Correction": "تصحيح تدلي الجفن",
    "Retinal Detachment Repair": "إصلاح انفصال الشبكية",
    Rhinoplasty: "تجميل الأنف",
    "SMILE Laser Eye Surgery": "تصحيح الإبصار بليزر سمايل",
    "Shoulder Arthroscopy": "منظار الكتف",
    "Tummy Tuck": "شد البطن",
    "Varicose Vein Treatment": "علاج دوالي الساقين",
    Vitrectomy: "استئصال الجسم الزجاجي",
    "Wisdom Teeth Removal": "خلع ضروس العقل",
  }),
};
