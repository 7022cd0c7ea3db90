import { timeZoneGroups as english } from "~content/time-zones";

/** Arabic twin of content/time-zones.ts: the booking page's zone groups with Arabic labels; zones are IANA ids. */
export { countryTimeZones } from "~content/time-zones";

const labels = ["الأمريكتان", "أوروبا وأفريقيا", "الشرق الأوسط وآسيا", "أوقيانوسيا", "أخرى"] as const;

export const timeZoneGroups = english.map((group, index) => ({ label: labels[index] ?? group.label, zones: group.zones }));
