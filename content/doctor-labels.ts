/**
 * How the pages name what D1 stores about a doctor (decision 1431). D1 holds each doctor in English:
 * name, title, specialization and languages, and the stored specialization and language names are
 * the directory's filter values. This file holds the English that content/ar/doctor-labels.ts
 * translates: a page shows a translation only while D1 still stores that English, so a doctor the
 * staff rename (or add) shows as stored rather than under an outdated name. English pages show
 * what D1 stores.
 */
export type DoctorLabels = {
  /** Stored specialization → label. */
  specializations: Readonly<Record<string, string>>;
  /** Stored language name → label. */
  languages: Readonly<Record<string, string>>;
  /** Doctor id → the doctor's name and title (the seeded doctors). */
  doctors: Readonly<Record<string, { name: string; title: string }>>;
  /** A review's stored procedure name → label (the seeded reviews). */
  procedures: Readonly<Record<string, string>>;
};

export const doctorLabels: DoctorLabels = {
  specializations: {
    "Cardiac Surgery": "Cardiac Surgery",
    Ophthalmology: "Ophthalmology",
    "Dental Care": "Dental Care",
    "Cosmetic Surgery": "Cosmetic Surgery",
    "General Surgery": "General Surgery",
    "Orthopedic Surgery": "Orthopedic Surgery",
  },
  languages: {
    Arabic: "Arabic",
    English: "English",
    French: "French",
    German: "German",
    Italian: "Italian",
    Spanish: "Spanish",
    Russian: "Russian",
  },
  doctors: {
    "dr-ahmed-hassan": { name: "Dr. Ahmed Hassan", title: "Consultant Cardiothoracic Surgeon" },
    "dr-mahmoud-abdel-rahman": { name: "Dr. Mahmoud Abdel Rahman", title: "Professor of Cardiothoracic Surgery" },
    "dr-hoda-ibrahim": { name: "Dr. Hoda Ibrahim", title: "Consultant Cardiothoracic & Vascular Surgeon" },
    "dr-nadia-el-sherif": { name: "Dr. Nadia El-Sherif", title: "Consultant Ophthalmologist & Refractive Surgeon" },
    "dr-tarek-mansour": { name: "Dr. Tarek Mansour", title: "Consultant Vitreoretinal & Cataract Surgeon" },
    "dr-dina-farag": { name: "Dr. Dina Farag", title: "Consultant Oculoplastic & Orbital Surgeon" },
    "dr-karim-adel": { name: "Dr. Karim Adel", title: "Consultant Prosthodontist & Implantologist" },
    "dr-sherif-ragab": { name: "Dr. Sherif Ragab", title: "Consultant Oral & Maxillofacial Surgeon" },
    "dr-laila-mostafa": { name: "Dr. Laila Mostafa", title: "Consultant Plastic & Reconstructive Surgeon" },
    "dr-hany-saleh": { name: "Dr. Hany Saleh", title: "Consultant Facial Plastic Surgeon" },
    "dr-mohamed-el-masry": { name: "Dr. Mohamed El-Masry", title: "Consultant General & Laparoscopic Surgeon" },
    "dr-rania-khalil": { name: "Dr. Rania Khalil", title: "Consultant Bariatric & Laparoscopic Surgeon" },
    "dr-amr-zaki": { name: "Dr. Amr Zaki", title: "Consultant Orthopedic & Joint Replacement Surgeon" },
    "dr-samir-el-gendy": { name: "Dr. Samir El-Gendy", title: "Consultant Spine & Orthopedic Surgeon" },
    "dr-adel-shawky": { name: "Dr. Adel Shawky", title: "Consultant Orthopedic Surgeon" },
  },
  procedures: {
    "ACL Reconstruction": "ACL Reconstruction",
    "Aortic Valve Replacement": "Aortic Valve Replacement",
    "Appendix Removal": "Appendix Removal",
    Blepharoplasty: "Blepharoplasty",
    "Bone Grafting": "Bone Grafting",
    "Breast Augmentation": "Breast Augmentation",
    "Cataract Surgery": "Cataract Surgery",
    "Chin Augmentation": "Chin Augmentation",
    "Coronary Artery Bypass Surgery": "Coronary Artery Bypass Surgery",
    "Dental Implants": "Dental Implants",
    Facelift: "Facelift",
    "Full Smile Makeover": "Full Smile Makeover",
    "Gastric Bypass": "Gastric Bypass",
    "Gastric Sleeve Surgery": "Gastric Sleeve Surgery",
    "Heart Valve Replacement": "Heart Valve Replacement",
    "Hernia Repair": "Hernia Repair",
    "Hip Replacement": "Hip Replacement",
    "ICL Implantation": "ICL Implantation",
    "Jaw Surgery (Orthognathic)": "Jaw Surgery (Orthognathic)",
    "Knee Replacement": "Knee Replacement",
    "LASIK Eye Surgery": "LASIK Eye Surgery",
    "Laparoscopic Gallbladder Removal": "Laparoscopic Gallbladder Removal",
    Liposuction: "Liposuction",
    Microdiscectomy: "Microdiscectomy",
    "Minimally Invasive Valve Surgery": "Minimally Invasive Valve Surgery",
    "Mitral Valve Repair": "Mitral Valve Repair",
    "Mommy Makeover": "Mommy Makeover",
    "Partial Knee Replacement": "Partial Knee Replacement",
    "Porcelain Veneers": "Porcelain Veneers",
    "Ptosis Correction": "Ptosis Correction",
    "Retinal Detachment Repair": "Retinal Detachment Repair",
    Rhinoplasty: "Rhinoplasty",
    "SMILE Laser Eye Surgery": "SMILE Laser Eye Surgery",
    "Shoulder Arthroscopy": "Shoulder Arthroscopy",
    "Tummy Tuck": "Tummy Tuck",
    "Varicose Vein Treatment": "Varicose Vein Treatment",
    Vitrectomy: "Vitrectomy",
    "Wisdom Teeth Removal": "Wisdom Teeth Removal",
  },
};
