import * as en from "~content/time-zones";

/**
 * The booking page's time zones in Arabic: the twin of content/time-zones.ts, with the same zones in the
 * same groups; only the group names and the cities people read are translated.
 */
const groupLabels: Record<(typeof en.timeZoneGroups)[number]["label"], string> = {
  Americas: "الأمريكتان",
  "Europe and Africa": "أوروبا وأفريقيا",
  "Middle East and Asia": "الشرق الأوسط وآسيا",
  Oceania: "أوقيانوسيا",
  Other: "أخرى",
};

export const timeZoneGroups = en.timeZoneGroups.map((group) => ({ ...group, label: groupLabels[group.label] }));

export { countryTimeZones } from "~content/time-zones";

/** Each listed zone by the city that names it, as an Arabic reader knows it. */
export const zoneNames: typeof en.zoneNames = {
  "America/Los_Angeles": "لوس أنجلوس",
  "America/Denver": "دنفر",
  "America/Phoenix": "فينيكس",
  "America/Chicago": "شيكاغو",
  "America/New_York": "نيويورك",
  "America/Halifax": "هاليفاكس",
  "America/Toronto": "تورونتو",
  "America/Vancouver": "فانكوفر",
  "America/Mexico_City": "مكسيكو سيتي",
  "America/Sao_Paulo": "ساو باولو",
  "Europe/London": "لندن",
  "Europe/Dublin": "دبلن",
  "Europe/Lisbon": "لشبونة",
  "Europe/Paris": "باريس",
  "Europe/Berlin": "برلين",
  "Europe/Madrid": "مدريد",
  "Europe/Rome": "روما",
  "Europe/Amsterdam": "أمستردام",
  "Europe/Stockholm": "ستوكهولم",
  "Europe/Athens": "أثينا",
  "Europe/Istanbul": "إسطنبول",
  "Europe/Moscow": "موسكو",
  "Africa/Cairo": "القاهرة",
  "Africa/Tripoli": "طرابلس",
  "Africa/Khartoum": "الخرطوم",
  "Africa/Tunis": "تونس",
  "Africa/Algiers": "الجزائر",
  "Africa/Casablanca": "الدار البيضاء",
  "Africa/Lagos": "لاغوس",
  "Africa/Nairobi": "نيروبي",
  "Africa/Johannesburg": "جوهانسبرغ",
  "Asia/Jerusalem": "القدس",
  "Asia/Amman": "عمّان",
  "Asia/Beirut": "بيروت",
  "Asia/Damascus": "دمشق",
  "Asia/Baghdad": "بغداد",
  "Asia/Riyadh": "الرياض",
  "Asia/Kuwait": "الكويت",
  "Asia/Bahrain": "البحرين",
  "Asia/Qatar": "الدوحة",
  "Asia/Dubai": "دبي",
  "Asia/Muscat": "مسقط",
  "Asia/Aden": "عدن",
  "Asia/Tehran": "طهران",
  "Asia/Karachi": "كراتشي",
  "Asia/Kolkata": "كولكاتا",
  "Asia/Dhaka": "دكا",
  "Asia/Bangkok": "بانكوك",
  "Asia/Singapore": "سنغافورة",
  "Asia/Shanghai": "شنغهاي",
  "Asia/Tokyo": "طوكيو",
  "Australia/Perth": "بيرث",
  "Australia/Adelaide": "أديلايد",
  "Australia/Brisbane": "بريزبن",
  "Australia/Sydney": "سيدني",
  "Pacific/Auckland": "أوكلاند",
  UTC: "غرينتش",
};
