import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import type { FaqCategory } from "./schema";
import { type Bilingual, inLocale } from "./words";

/** The day the answers were last checked against the catalogue, the travel rules and the office's hours. */
export const faqReviewed = "2026-11-20";

/**
 * The FAQ: seven categories of four entries each, in tab order, each question and answer in every language
 * beside its id and anchor. The anchors of visa, costs, accommodation and aftercare are the ones the contact
 * page links to.
 */
export const bilingualFaqCategories = [
  {
    id: "general",
    title: { en: "General", ar: "أسئلة عامة" },
    description: { en: "How NileCare works and who we help", ar: "كيف تعمل NileCare ومن نساعد" },
    anchor: "general-questions",
    entries: [
      {
        question: { en: "What is NileCare?", ar: "ما هي NileCare؟" },
        answer: {
          en: "NileCare is a medical travel coordinator based in Cairo. We connect international patients with accredited hospitals and specialist doctors in Egypt, and arrange everything around the treatment: visa help, accommodation, airport transfers, interpreters and an emergency line answered 24/7.",
          ar: "NileCare جهة متخصصة في تنسيق السفر للعلاج، مقرّها القاهرة. نصل المرضى القادمين من الخارج بمستشفيات معتمدة وأطباء استشاريين في مصر، ونرتّب كل ما يحيط بالعلاج: المساعدة في التأشيرة، والسكن، والاستقبال والتوصيل من المطار، والمترجمين، وخط طوارئ يرد على مدار الساعة.",
        },
      },
      {
        question: { en: "Why should I consider treatment in Egypt?", ar: "لماذا أختار العلاج في مصر؟" },
        answer: {
          en: "Egypt combines internationally trained specialists and modern hospitals with much lower costs. Treatment prices are {claim.savingsRange} lower than private treatment at home, with short waiting times and a pleasant place to recover.",
          ar: "تجمع مصر بين أطباء تلقّوا تدريبهم في مراكز عالمية ومستشفيات حديثة وتكاليف أقل بكثير. أسعار العلاج أقل بنسبة {claim.savingsRange} من العلاج الخاص في بلدانهم، مع فترات انتظار قصيرة وأجواء لطيفة للتعافي.",
        },
      },
      {
        question: { en: "Which countries do your patients come from?", ar: "من أي البلدان يأتي مرضاكم؟" },
        answer: {
          en: "We welcome patients from every country, including the United States, the United Kingdom, Germany, Canada, Australia and the Gulf states. Our coordinators and interpreters speak many languages, so you can be cared for in yours.",
          ar: "نستقبل مرضى من كل البلدان، منها دول الخليج العربي والولايات المتحدة والمملكة المتحدة وألمانيا وكندا وأستراليا. ويتحدث منسّقونا ومترجمونا لغات كثيرة، من بينها العربية، لتتلقى الرعاية بلغتك.",
        },
      },
      {
        question: { en: "How do I get started?", ar: "كيف أبدأ؟" },
        answer: {
          en: "Send us a message through the contact form or start your journey online. A coordinator replies within 2 hours, and a specialist reviews your medical reports before you make any decision. The first consultation is free.",
          ar: "أرسل إلينا رسالة عبر نموذج التواصل أو ابدأ رحلتك على الموقع مباشرة. يردّ عليك منسّق خلال ساعتين، ويراجع طبيب استشاري تقاريرك الطبية قبل أن تتخذ أي قرار. والاستشارة الأولى مجانية.",
        },
      },
    ],
  },
  {
    id: "visa",
    title: { en: "Visa & Travel", ar: "التأشيرة والسفر" },
    description: { en: "Entry requirements and getting to Egypt", ar: "شروط الدخول والوصول إلى مصر" },
    anchor: "visa-travel",
    entries: [
      {
        question: {
          en: "Do I need a visa to travel to Egypt for treatment?",
          ar: "هل أحتاج إلى تأشيرة للسفر إلى مصر بغرض العلاج؟",
        },
        answer: {
          en: "Most visitors need a 30-day tourist visa, which costs $25 USD. You can apply online for an e-visa (allow 7 business days) or buy a visa on arrival at the airport. Citizens of the GCC countries can stay up to 90 days without a visa.",
          ar: `يحتاج معظم الزوار إلى تأشيرة سياحية مدتها 30 يومًا، ورسومها ${formatMoney("ar", 25, "USD", { inText: true })}. يمكنك التقدم بطلب تأشيرة إلكترونية عبر الإنترنت (احسب لها 7 أيام عمل)، أو شراء التأشيرة عند الوصول في المطار. أما مواطنو دول مجلس التعاون الخليجي فيمكنهم الإقامة حتى 90 يومًا دون تأشيرة.`,
        },
      },
      {
        question: {
          en: "Can I extend my visa if my recovery takes longer?",
          ar: "هل يمكنني تمديد التأشيرة إذا طالت فترة تعافيّ؟",
        },
        answer: {
          en: "Yes. A tourist visa can be extended for medical treatment. Your hospital issues a medical report and our team helps you submit the extension request before your 30-day tourist visa ends.",
          ar: "نعم، يمكن تمديد التأشيرة السياحية لأغراض العلاج. يُصدر المستشفى تقريرًا طبيًا، ويساعدك فريقنا في تقديم طلب التمديد قبل انتهاء تأشيرتك السياحية ذات الثلاثين يومًا.",
        },
      },
      {
        question: { en: "What documents should I bring?", ar: "ما المستندات التي عليّ إحضارها؟" },
        answer: {
          en: "Bring a passport valid for at least 6 months after your arrival, your return ticket, your medical records and recent test results, a list of your current medications and, if you have it, proof of travel insurance.",
          ar: "أحضر جواز سفر صالحًا لمدة 6 أشهر على الأقل بعد تاريخ وصولك، وتذكرة العودة، وملفاتك الطبية ونتائج فحوصك الحديثة، وقائمة بالأدوية التي تتناولها حاليًا، وما يثبت تأمين السفر إن كان لديك.",
        },
      },
      {
        question: { en: "Will someone meet me at the airport?", ar: "هل سيستقبلني أحد في المطار؟" },
        answer: {
          en: "Yes. A NileCare representative meets you in the arrivals hall with a name sign and takes you by private car to your hotel or hospital. Airport transfers are included in every concierge package.",
          ar: "نعم. يستقبلك مندوب من NileCare في صالة الوصول حاملًا لافتة باسمك، ويوصلك بسيارة خاصة إلى فندقك أو المستشفى. والتوصيل من المطار وإليه مشمول في كل باقات الكونسيرج.",
        },
      },
    ],
  },
  {
    id: "treatments",
    title: { en: "Treatments", ar: "العلاجات" },
    description: { en: "Procedures, doctors and hospitals", ar: "الإجراءات الطبية والأطباء والمستشفيات" },
    anchor: "treatment-options",
    entries: [
      {
        question: { en: "Which treatments can I have in Egypt?", ar: "ما العلاجات التي يمكنني الحصول عليها في مصر؟" },
        answer: {
          en: "Our partner hospitals offer cardiac surgery, eye surgery, dental care, cosmetic surgery, general surgery and orthopedic surgery. Each specialty page lists the procedures, recovery times and prices.",
          ar: "تقدّم مستشفياتنا الشريكة جراحة القلب، وجراحة العيون، وطب الأسنان، وجراحة التجميل، والجراحة العامة، وجراحة العظام. وتعرض صفحة كل تخصص الإجراءات المتاحة ومدة التعافي والأسعار.",
        },
      },
      {
        question: { en: "How are your doctors and hospitals selected?", ar: "كيف تختارون الأطباء والمستشفيات؟" },
        answer: {
          en: "We work only with accredited hospitals and with consultants who have years of specialist experience, many of them trained in Europe or North America. We review their outcomes and patient feedback regularly.",
          ar: "لا نتعامل إلا مع مستشفيات معتمدة واستشاريين ذوي خبرة طويلة في تخصصاتهم، تلقّى كثير منهم تدريبه في أوروبا أو أمريكا الشمالية. ونراجع نتائج علاجهم وآراء مرضاهم بانتظام.",
        },
      },
      {
        question: { en: "Can I speak with my doctor before I travel?", ar: "هل يمكنني التحدث مع طبيبي قبل السفر؟" },
        answer: {
          en: "Yes. After reviewing your medical reports, your specialist can talk to you by video call to explain the recommended treatment, answer your questions and confirm that you are a good candidate.",
          ar: "نعم. بعد مراجعة تقاريرك الطبية، يمكن للطبيب الاستشاري التحدث معك عبر مكالمة فيديو ليشرح لك العلاج الموصى به، ويجيب عن أسئلتك، ويتأكد من أن حالتك مناسبة لهذا العلاج.",
        },
      },
      {
        question: { en: "How soon can my treatment be scheduled?", ar: "متى يمكن تحديد موعد علاجي؟" },
        answer: {
          en: "Treatment is usually scheduled within 2-3 weeks of your first consultation, depending on the procedure, the tests you need and your travel plans.",
          ar: "يُحدَّد موعد العلاج عادةً خلال 2-3 أسابيع من استشارتك الأولى، بحسب نوع الإجراء والفحوص التي تحتاج إليها وخطط سفرك.",
        },
      },
    ],
  },
  {
    id: "costs",
    title: { en: "Costs & Payment", ar: "التكاليف والدفع" },
    description: { en: "Prices, quotes and how to pay", ar: "الأسعار وعروض الأسعار وطرق الدفع" },
    anchor: "costs-payment",
    entries: [
      {
        question: {
          en: "How much can I save compared with treatment at home?",
          ar: "كم يمكنني أن أوفّر مقارنةً بالعلاج في بلدي؟",
        },
        answer: {
          en: "Treatment prices are {claim.savingsRange} lower than private treatment in the United States, the United Kingdom, Germany or Canada; your quote adds flights and accommodation so you can compare the whole trip.",
          ar: "أسعار العلاج أقل بنسبة {claim.savingsRange} من العلاج الخاص في الولايات المتحدة أو المملكة المتحدة أو ألمانيا أو كندا، ويضيف عرض السعر الطيران والسكن لتقارن تكلفة الرحلة كاملة.",
        },
      },
      {
        question: { en: "What is included in the price?", ar: "ماذا يشمل السعر؟" },
        answer: {
          en: "Your written quote lists exactly what is included: usually the procedure, surgeon and anaesthesia fees, the hospital stay and standard medication. Accommodation, transfers and concierge services are quoted separately so you can choose what you need.",
          ar: "يبيّن عرض السعر المكتوب الذي تتسلّمه بالتحديد ما يشمله: عادةً الإجراء نفسه، وأتعاب الجرّاح والتخدير، والإقامة في المستشفى، والأدوية المعتادة. أما السكن والتنقلات وخدمات الكونسيرج فتُسعَّر منفصلة لتختار منها ما تحتاج إليه.",
        },
      },
      {
        question: { en: "How do I pay?", ar: "كيف أدفع؟" },
        answer: {
          en: "You pay the hospital directly by bank transfer or card. A small deposit secures your date; the balance is due on admission. You receive itemised invoices for your records and your insurer.",
          ar: "تدفع للمستشفى مباشرةً بتحويل بنكي أو ببطاقة. يكفي عربون صغير لتثبيت موعدك، ويُسدَّد الباقي عند الدخول إلى المستشفى. وتتسلّم فواتير مفصّلة لسجلاتك ولشركة التأمين.",
        },
      },
      {
        question: { en: "Are there any hidden costs?", ar: "هل توجد تكاليف خفية؟" },
        answer: {
          en: "No. If your doctor recommends anything beyond the agreed plan, it is explained and priced before it is done, and nothing is added without your consent.",
          ar: "لا. إذا أوصى طبيبك بأي إجراء خارج الخطة المتفق عليها، يُشرح لك ويُسعَّر قبل تنفيذه، ولا يُضاف شيء دون موافقتك.",
        },
      },
    ],
  },
  {
    id: "accommodation",
    title: { en: "Stay & Transport", ar: "الإقامة والتنقلات" },
    description: { en: "Where you stay and how you get around", ar: "أين تقيم وكيف تتنقل" },
    anchor: "stay-transport",
    entries: [
      {
        question: { en: "Where will I stay during my treatment?", ar: "أين سأقيم خلال فترة علاجي؟" },
        answer: {
          en: "We book accommodation close to your hospital: luxury medical hotels, business hotels, serviced apartments or recovery centres with nursing care, depending on your treatment and budget.",
          ar: "نحجز لك سكنًا قريبًا من المستشفى: فنادق طبية فاخرة، أو فنادق رجال الأعمال، أو شققًا فندقية مخدومة، أو مراكز تعافٍ تتوفر فيها الرعاية التمريضية، بحسب علاجك وميزانيتك.",
        },
      },
      {
        question: { en: "How much does accommodation cost?", ar: "كم تكلفة السكن؟" },
        answer: {
          en: "A night at the hotels we book costs {hotels.nightlyPrices}.",
          ar: "تبلغ تكلفة الليلة في الفنادق التي نحجزها {hotels.nightlyPrices}.",
        },
      },
      {
        question: { en: "Can a family member stay with me?", ar: "هل يمكن لأحد أفراد عائلتي الإقامة معي؟" },
        answer: {
          en: "Yes, and we recommend it for major surgery. We arrange a room for your companion, and our family support team helps them between 9 AM and 8 PM.",
          ar: "نعم، وننصح بذلك في العمليات الكبرى. نرتّب غرفة لمرافقك، ويساعده فريق دعم العائلة من 9 صباحًا حتى 8 مساءً.",
        },
      },
      {
        question: { en: "How will I get to my appointments?", ar: "كيف سأصل إلى مواعيدي؟" },
        answer: {
          en: "Depending on your package, a driver takes you to every appointment. Taxis and ride-hailing apps are also easy to use, and our team can book them for you.",
          ar: "بحسب باقتك، يوصلك سائق إلى كل موعد. كما أن سيارات الأجرة وتطبيقات النقل الذكي سهلة الاستخدام، ويمكن لفريقنا حجزها لك.",
        },
      },
    ],
  },
  {
    id: "aftercare",
    title: { en: "Recovery & Support", ar: "التعافي والدعم" },
    description: { en: "Recovery, follow-up and care at home", ar: "التعافي والمتابعة والرعاية بعد العودة" },
    anchor: "recovery-support",
    entries: [
      {
        question: {
          en: "How long should I stay in Egypt after my procedure?",
          ar: "كم يومًا عليّ البقاء في مصر بعد الإجراء؟",
        },
        answer: {
          en: "It depends on the treatment: about 3 days for LASIK, a week for most dental and general surgery, and around two weeks for heart or joint surgery. Your surgeon confirms when you are fit to fly.",
          ar: "يتوقف ذلك على نوع العلاج: نحو 3 أيام لعملية الليزك، وأسبوع لمعظم علاجات الأسنان وعمليات الجراحة العامة، ونحو أسبوعين لجراحات القلب أو المفاصل. ويؤكد لك جرّاحك متى تصبح لائقًا للسفر جوًّا.",
        },
      },
      {
        question: {
          en: "What follow-up care do I receive after returning home?",
          ar: "ما المتابعة التي أحصل عليها بعد عودتي إلى بلدي؟",
        },
        answer: {
          en: "You receive a discharge report in English for your doctor at home, and your surgeon follows up with you by video call. Our coordinators stay in touch until your recovery is complete.",
          ar: "تتسلّم تقرير خروج من المستشفى باللغة الإنجليزية لتقدّمه لطبيبك في بلدك، ويتابع جرّاحك حالتك عبر مكالمات الفيديو. ويظل منسّقونا على تواصل معك حتى تكتمل فترة تعافيك.",
        },
      },
      {
        question: {
          en: "What if I have a complication after I fly home?",
          ar: "ماذا لو تعرّضت لمضاعفات بعد عودتي إلى بلدي؟",
        },
        answer: {
          en: "Call our 24/7 emergency line straight away. We put you in touch with your surgeon and, where needed, help arrange care with a doctor near you.",
          ar: "اتصل بخط الطوارئ المتاح على مدار الساعة فورًا. سنصلك بجرّاحك، ونساعدك عند الحاجة في ترتيب الرعاية لدى طبيب قريب منك.",
        },
      },
      {
        question: {
          en: "Is support available during my recovery in Egypt?",
          ar: "هل يتوفر دعم خلال فترة تعافيّ في مصر؟",
        },
        answer: {
          en: "Yes. Nurses and your coordinator check on you regularly, a personal assistant is available from 9 AM to 6 PM, and our emergency line answers 24/7.",
          ar: "نعم. يطمئن عليك طاقم التمريض ومنسّقك بانتظام، ويتوفر مساعد شخصي من 9 صباحًا حتى 6 مساءً، ويجيب خط الدعم في أي ساعة من ليل أو نهار.",
        },
      },
    ],
  },
  {
    id: "emergency",
    title: { en: "Emergency Support", ar: "الدعم في الطوارئ" },
    description: { en: "Help at any hour", ar: "مساعدة في أي ساعة" },
    anchor: "emergency-help",
    entries: [
      {
        question: { en: "Is there someone I can call at any time?", ar: "هل يوجد من أتصل به في أي وقت؟" },
        answer: {
          en: "Yes. Our emergency line is staffed 24/7, every day of the year, by coordinators who can reach your doctor and your hospital. The office answers everything else during its hours.",
          ar: "نعم. يعمل خط الطوارئ لدينا على مدار الساعة طوال أيام السنة، ويتولاه منسّقون يستطيعون التواصل مع طبيبك ومستشفاك.",
        },
      },
      {
        question: { en: "What are the emergency numbers in Egypt?", ar: "ما أرقام الطوارئ في مصر؟" },
        answer: {
          en: "Police 122, ambulance 123 and tourist police 126. For anything related to your treatment, call our 24/7 emergency line as well.",
          ar: "الشرطة 122، والإسعاف 123، وشرطة السياحة 126. ولأي أمر يتعلق بعلاجك، اتصل كذلك بخط الطوارئ المتاح على مدار الساعة.",
        },
      },
      {
        question: {
          en: "What happens if I need emergency care during my stay?",
          ar: "ماذا يحدث إذا احتجت إلى رعاية طارئة خلال إقامتي؟",
        },
        answer: {
          en: "Your coordinator arranges immediate transfer to your partner hospital's emergency department and stays with you to interpret and handle the paperwork.",
          ar: "يرتّب منسّقك نقلك فورًا إلى قسم الطوارئ في المستشفى الشريك، ويبقى معك ليترجم ويتولى الإجراءات الورقية.",
        },
      },
      {
        question: {
          en: "Can my family at home contact you in an emergency?",
          ar: "هل يمكن لعائلتي في بلدي التواصل معكم في حالة الطوارئ؟",
        },
        answer: {
          en: "Yes. With your permission we keep your family informed, and they can call the office for an update, or the 24/7 emergency line if something is urgent.",
          ar: "نعم. بإذن منك نُطلع عائلتك على المستجدات، ويمكنهم الاتصال بالمكتب، أو بخط الطوارئ المتاح على مدار الساعة عند الضرورة، للاطمئنان عليك.",
        },
      },
    ],
  },
] satisfies Bilingual<FaqCategory[]>;

/** The FAQ in one language. */
export function faqIn(locale: Locale): FaqCategory[] {
  return inLocale(bilingualFaqCategories, locale);
}
