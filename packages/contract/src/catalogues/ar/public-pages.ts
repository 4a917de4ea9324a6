// The pages a visitor opens first in Arabic: welcome, /join, pricing and 404.
import type { PUBLIC_PAGE_MESSAGES } from "../en/public-pages.ts";
import type { Translation } from "../index.ts";

export default {
  welcome: {
    title: "مرحبًا بكم في Handraise: أسئلة وأجوبة مباشرة لكل فعالية",
    intro: "يدير المنظمون القاعة، ويرفع الجمهور أيديهم من هواتفهم. أنشئ فعالية، وشارك الرابط، وتلقَّ الأسئلة التي تهم.",
    signUp: "إنشاء حساب",
    login: "تسجيل الدخول",
    joinHeading: "في فعالية؟ انضم برمزها",
    whyHandraise: "لماذا Handraise",
    joinFromPhoneTitle: "الانضمام من أي هاتف",
    joinFromPhone: "شارك رابطًا أو رمز QR. يطرح جمهورك أسئلته في ثوانٍ، بحساب أو كضيف.",
    questionsLiveTitle: "الأسئلة مباشرةً",
    questionsLive: "تظهر الأسئلة الجديدة فور وصولها، وتبيّن الإعجابات ما يريد الحضور الإجابة عنه أولًا.",
    stayInControlTitle: "الزمام بيدك",
    stayInControl: "أخفِ الأسئلة أو أجب عنها أو احذفها، وأوقف استقبال الأسئلة الجديدة مؤقتًا كلما احتاجت المنصة إلى ذلك.",
  },
  join: {
    title: "الانضمام إلى فعالية",
    intro: "اكتب الرمز الذي يعرضه المنظم على الشاشة.",
    codeHint: "6 أحرف وأرقام، يعرضها المنظم على الشاشة.",
  },
  pricing: {
    title: "الأسعار",
    intro:
      "ابدأ مجانًا. انتقل إلى Pro عندما تتجاوز فعالياتك حدود الخطة المجانية. لا تُقبل المدفوعات خلال المرحلة التجريبية.",
    thanksPro: "أنت مشترك في Pro. شكرًا لدعمك.",
    plans: { free: "مجاني", proMonthly: "Pro شهري", proYearly: "Pro سنوي" },
    pricePerMonth: "<0>{price}</0><1>/شهر</1>",
    pricePerYear: "<0>{price}</0><1>/سنة</1>",
    mostPopular: "الأكثر شيوعًا",
    savesPerYear: "توفير {amount} سنويًا",
    membersPerEvent:
      "{max, plural, zero {# عضو لكل فعالية} one {عضو واحد لكل فعالية} two {عضوان لكل فعالية} few {# أعضاء لكل فعالية} many {# عضوًا لكل فعالية} other {# عضو لكل فعالية}}",
    questionsPerEvent:
      "{max, plural, zero {# سؤال لكل فعالية} one {سؤال واحد لكل فعالية} two {سؤالان لكل فعالية} few {# أسئلة لكل فعالية} many {# سؤالًا لكل فعالية} other {# سؤال لكل فعالية}}",
    pollsPerEvent:
      "{max, plural, zero {حتى # استطلاع لكل فعالية} one {حتى استطلاع واحد لكل فعالية} two {حتى استطلاعين لكل فعالية} few {حتى # استطلاعات لكل فعالية} many {حتى # استطلاعًا لكل فعالية} other {حتى # استطلاع لكل فعالية}}",
    pollKinds: "استطلاعات مباشرة، وسحب كلمات، وتقييمات، وترتيبات، وإجابات مفتوحة، واختبارات",
    liveQandA: "أسئلة وأجوبة مباشرة مع الإعجابات",
    unlimitedEvents: "فعاليات غير محدودة",
    moderationTools: "أدوات الإشراف",
    prioritySupport: "دعم ذو أولوية عبر البريد الإلكتروني",
    earlyAccess: "وصول مبكر إلى الميزات الجديدة",
    comingSoonTitle: "قريبًا",
    comingSoonBadge: "قريبًا",
    audienceSignups: "تسجيلات الجمهور التسويقية",
    manageBilling: "إدارة الفوترة",
    upgrade: "الترقية إلى Pro",
    logInToUpgrade: "سجّل الدخول للترقية",
    signUpFree: "ليس لديك حساب بعد؟ <0>أنشئ حسابًا</0> مجانًا.",
  },
  notFound: {
    title: "404 - الصفحة غير موجودة",
    explained: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
    home: "الذهاب إلى الصفحة الرئيسية",
  },
} satisfies Translation<typeof PUBLIC_PAGE_MESSAGES>;
