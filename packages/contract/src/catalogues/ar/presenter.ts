// The presenter view in Arabic: the projector's page of an event.
import type { PRESENTER_MESSAGES } from "../en/presenter.ts";
import type { Translation } from "../index.ts";

export default {
  error: "خطأ: {error}",
  fullScreen: "ملء الشاشة",
  exitFullScreen: "الخروج من ملء الشاشة",
  nowAnswering: "تتم الإجابة الآن",
  topQuestions: "أبرز الأسئلة",
  topQuestionsLabel: "أبرز الأسئلة حسب الإعجابات",
  likes:
    "{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}",
  goTo: "ادخلوا إلى <0>{url}</0>",
  enterCode: "وأدخلوا الرمز <0>{code}</0>",
  orScan: "أو امسحوا رمز QR",
  qrLabel: "رمز QR للرابط {url}",
} satisfies Translation<typeof PRESENTER_MESSAGES>;
