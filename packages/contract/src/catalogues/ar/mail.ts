// The mail Handraise sends, in Arabic (en/mail.ts).
import type { MAIL_MESSAGES } from "../en/mail.ts";
import type { Translation } from "../index.ts";

export default {
  passwordReset: {
    subject: "إعادة تعيين كلمة مرور Handraise",
    body: "طلب أحدهم إعادة تعيين كلمة مرور حسابك على Handraise.\n\nلاختيار كلمة مرور جديدة، افتح هذا الرابط خلال {validMinutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}:\n{link}\n\nيعمل الرابط مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
  },
  contact: {
    subject: "نموذج الاتصال: رسالة من {name}",
    from: "من: {name} <{email}>",
    senderLanguage: "لغة المرسل: {language}",
  },
  receipt: {
    subject: "إيصال Handraise الخاص بك: {plan}",
    body: "شكرًا لك على الدفع.\n\nالخطة: {plan}\nالمبلغ: {amount}\nالتاريخ: {date}\n\nتجد سجل المدفوعات، مع إيصال كل دفعة، في صفحة الفوترة الخاصة بك:\n{link}",
    plans: { proMonthly: "Pro شهري", proYearly: "Pro سنوي" },
  },
  contactConfirmation: {
    subject: "تلقينا رسالتك",
    body: "شكرًا لك على مراسلة Handraise. تلقينا رسالتك وسنرد عليك على هذا العنوان في أقرب وقت ممكن.\n\nإذا لم تراسلنا، فتجاهل هذه الرسالة: أدخل أحدهم عنوانك في نموذج الاتصال لدينا. لا يتلقى هذا العنوان أكثر من رسالة واحدة من هذا النوع في اليوم.",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
