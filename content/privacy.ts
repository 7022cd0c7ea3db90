/**
 * The privacy notice on /privacy (GDPR Art. 13, Egypt's law 151/2020), in plain language. The data controller
 * (legal name, address, privacy@ address) is the configured operator: `{operator.…}` tokens, filled by the page.
 */
const dataController = {
  name: "{operator.legalName}",
  address: "{operator.address}",
  privacyEmail: "{operator.privacyEmail}",
} as const;

/**
 * How long each kind of record is kept. The scheduled retention jobs read `days` from here,
 * so the table published on /privacy is the rule the site enforces.
 */
export const retentionRules = {
  anonymousDrafts: {
    what: "Unfinished intake forms and their uploaded files",
    keptFor: "14 days after the last change",
    days: 14,
  },
  unconfirmedAccounts: {
    what: "Accounts whose email address was never confirmed",
    keptFor: "30 days after sign-up",
    days: 30,
  },
  pendingNewsletter: {
    what: "Newsletter sign-ups never confirmed, and addresses that unsubscribed",
    keptFor: "30 days",
    days: 30,
  },
  withdrawnConsent: {
    what: "Documents and health details of an intake whose consent you withdrew",
    keptFor: "30 days after the withdrawal, unless you give consent again",
    days: 30,
  },
  loginAttempts: {
    what: "Sign-in attempts (address, network address, time)",
    keptFor: "90 days",
    days: 90,
  },
  sentEmails: {
    what: "Copies of emails we sent you",
    keptFor: "90 days",
    days: 90,
  },
  quarantinedEmails: {
    what: "E-mails to us that could not be added to a conversation, kept for our team to review",
    keptFor: "90 days",
    days: 90,
  },
  contactMessages: {
    what: "Messages sent through the contact form",
    keptFor: "1 year",
    days: 365,
  },
  securityEvents: {
    what: "Security records about your account (sign-ins, password changes)",
    keptFor: "1 year; anonymised at once if you delete your account",
    days: 365,
  },
  closedCases: {
    what: "Closed cases: the intake, trip plan, message or consultation booking that opened them, with its documents, notes, follow-up check-ins, the records pack (files your coordinator attached) and your review or story of it; published outcomes count only cases still kept",
    keptFor: "2 years after the case was closed",
    days: 730,
  },
} as const satisfies Record<string, { what: string; keptFor: string; days: number }>;

export type RetentionRuleId = keyof typeof retentionRules;

/** The cookies the site sets: all essential, none for tracking or advertising. */
export const cookies = [
  { name: "nilecare-session", purpose: "Keeps you signed in", lasts: "30 days, renewed while you use the site" },
  { name: "nilecare-theme", purpose: "Remembers light or dark mode", lasts: "1 year" },
  { name: "nilecare-toast", purpose: "Shows a message after a form is sent", lasts: "1 minute" },
  { name: "nilecare-intake", purpose: "Finds your unfinished intake form", lasts: "14 days" },
  { name: "nilecare-trip-plan", purpose: "Keeps your unfinished trip plan", lasts: "7 days" },
] as const;

/** Grace period after consent is withdrawn, stated on /account and /privacy. */
export const WITHDRAWN_CONSENT_GRACE_DAYS = retentionRules.withdrawnConsent.days;

/** The notice's sections, in the order a patient would ask: who, what, why, who sees it, where, how long. */
export const privacySections = [
  {
    id: "who",
    title: "Who is responsible",
    paragraphs: [
      `${dataController.name}, ${dataController.address}, is responsible for your data (the "controller" under the EU and UK GDPR, and under Egypt's Personal Data Protection Law 151 of 2020).`,
      `For anything about your data, write to ${dataController.privacyEmail}. We answer within one month.`,
    ],
  },
  {
    id: "what",
    title: "What we collect and why",
    paragraphs: [
      "Your account: email address, username and a one-way hash of your password, so you can sign in.",
      "Your intake and trip plans: contact details, medical condition, previous treatments, medications, allergies, travel wishes and the documents you upload (passport, medical records, insurance), so coordinators and doctors can assess your case and arrange your treatment and trip.",
      "After your treatment: your answers to the follow-up check-ins (how you feel, pain, warning signs, your note, whether you want a call) and the files your coordinator attaches for you (discharge summary, prescriptions, imaging reports). The records pack you download is made from those files when you ask for it; we keep no separate copy.",
      "Your review and story, if you write one: the stars, your words and the first name and country you chose to show are published on our website as a verified patient's review; a story only with your consent and after a coordinator checked it for personal details. Deleting your account deletes them.",
      "Messages from the contact form and your newsletter subscription, to answer you and send what you asked for.",
      "WhatsApp, if you write to us there: your number, the profile name WhatsApp shows, your messages and our answers join your case's conversation, with when each was delivered and read. Writing to us first is your consent to be answered there, and we record when you gave it; send STOP (or «إيقاف») and we send nothing more on WhatsApp. WhatsApp is run by Meta (WhatsApp Ireland Limited in Europe), which processes the messages, your number and the delivery information to carry them, under its own terms and privacy policy; messages are encrypted on the way to the WhatsApp Business platform, which Meta operates for us.",
      "Security records: sign-in attempts, the network address and browser they came from, and the country Cloudflare reports, to protect your account.",
      `Our doctors' public profiles (name, titles, qualifications, languages and a portrait if the doctor gave one) are entered by NileCare staff and published so patients can choose their doctor; a doctor can have theirs corrected or removed by writing to ${dataController.privacyEmail}.`,
    ],
  },
  {
    id: "basis",
    title: "Our legal basis",
    paragraphs: [
      "Health data is special: we process it only with your explicit consent, which you give on the last step of the intake form. We record when you agreed and the exact words you agreed to. You can withdraw it at any time on your account page; this stops all work on your intake.",
      "Your account, trip plans and messages: to provide the service you asked for (a contract). The newsletter: your consent. Security records: our legitimate interest in keeping accounts safe. Your review and story: your consent, which you give when you publish them.",
    ],
  },
  {
    id: "who-sees",
    title: "Who sees your data",
    paragraphs: [
      "Only you, the NileCare coordinators who look after your case, and the partner doctors and hospitals that assess or treat you. Every time staff open your documents it is recorded, and you can see those records in your data download.",
      "Service providers who work for us under contract: Cloudflare (hosting, storage), Resend (sending email) and Meta (WhatsApp messages, if you write to us there). We never sell your data or use it for advertising.",
    ],
  },
  {
    id: "transfers",
    title: "Transfers outside your country",
    paragraphs: [
      "We work from Egypt, and our hosting runs on Cloudflare's global network. Where data leaves the EU or UK, we rely on your explicit consent for treatment abroad and on the European Commission's standard contractual clauses with our providers.",
    ],
  },
  {
    id: "rights",
    title: "Your rights and how to use them",
    paragraphs: [
      "You can see, correct, download and delete everything we hold about you, and withdraw your consent, yourself on your account page: change your username, email and password, see where you are signed in, download all your data as a ZIP file, withdraw consent, or delete your account.",
      `You can also object to processing or ask us to restrict it by writing to ${dataController.privacyEmail}, and complain to your data-protection authority (in Egypt, the Personal Data Protection Centre; in the EU, your country's authority; in the UK, the ICO).`,
    ],
  },
] as const;
