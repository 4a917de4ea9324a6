// قسم الاستطلاعات لدى الجمهور في صفحة الفعالية، بالعربية (poll-audience).
import type { POLL_AUDIENCE_MESSAGES } from "../en/poll-audience.ts";
import type { Translation } from "../index.ts";

export default {
  pollHeading: "استطلاع مباشر",
  quizHeading: "اختبار مباشر",
  closedQuizHeading: "اختبار",
  pollOpened: "استطلاع مفتوح الآن: {question}",
  pickOne: "اختر إجابة واحدة.",
  pickAny: "اختر إجابة واحدة أو أكثر.",
  quizPick: "اختر إجابة واحدة. تُحتسب إجابتك الأولى، وكلما أجبت أسرع حصلت على نقاط أكثر.",
  wordsHint:
    "حتى {words, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمةً} other {# كلمة}}، لا تتجاوز كلٌّ منها {characters, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
  wordLabel: "الكلمة {place}",
  addWord: "أضف كلمة",
  ratingHint: "من 1 (الأدنى) إلى {scaleMax} (الأعلى).",
  rankingHint: "رتّب الخيارات حسب تفضيلك، والمركز الأول في الأعلى: اسحب الصف من مقبضه، أو استخدم أسهمه.",
  moveUp: "نقل «{option}» إلى الأعلى",
  moveDown: "نقل «{option}» إلى الأسفل",
  moved: "أصبح «{option}» الآن في المركز {place} من {count}.",
  openLabel: "إجابتك",
  openHint:
    "حتى {characters, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
  vote: "صوّت",
  answer: "أجب",
  timeLeft: "متبقٍّ {seconds} ث",
  timeLeftSpoken:
    "{seconds, plural, zero {لم يتبقَّ وقت للإجابة} one {تبقّت ثانية واحدة للإجابة} two {تبقّت ثانيتان للإجابة} few {تبقّت # ثوانٍ للإجابة} many {تبقّت # ثانيةً للإجابة} other {تبقّت # ثانية للإجابة}}",
  timeUp: "انتهى الوقت.",
  thanks: "شكرًا على تصويتك!",
  quizThanks: "تم استلام إجابتك. ستعرف إن كانت صحيحة عند إغلاق الاختبار.",
  yourVote: "صوتك",
  yourAnswer: "إجابتك",
  changeVote: "تغيير صوتي",
  keepVote: "الإبقاء على صوتي",
  ratingValue: "{value} من {scaleMax}",
  pending: "سيُرسَل صوتك عند عودتك إلى الاتصال بالإنترنت.",
  sending: "جارٍ إرسال صوتك…",
  quizRight:
    "إجابة صحيحة! حصلت على {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطةً} other {# نقطة}}.",
  quizWrong: "ليس هذه المرة: لا نقاط.",
  quizUnanswered: "لم تُجب عن هذا الاختبار.",
  quizPointsSoon: "نقاطك في الطريق.",
  correctAnswer: "الإجابة الصحيحة",
  quizClosed: "تم إغلاق هذا الاختبار.",
  joinToVote: "انضم إلى الفعالية للتصويت.",
  dismiss: "إغلاق",
  results: "النتائج",
} satisfies Translation<typeof POLL_AUDIENCE_MESSAGES>;
