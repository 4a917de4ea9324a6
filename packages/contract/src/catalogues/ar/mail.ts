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
} satisfies Translation<typeof MAIL_MESSAGES>;
