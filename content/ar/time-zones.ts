import { timeZoneGroups as english } from "~content/time-zones";

/** Arabic twin of content/time-zones.ts: the booking page's zone groups with Arabic labels (the zones are IANA ids). */
const labels = ["الأمريكتان", "أوروبا وأفريقيا", "الشرق الأوسط وآسيا", "أوقيانوسيا", "أخرى"] as const;

export const timeZoneGroups = english.map((group, i) => ({ label: labels[i]!, zones: group.zones }));
