// نتائج الاستطلاع أينما ظهرت، بالعربية (poll-results).
import type { POLL_RESULTS_MESSAGES } from "../en/poll-results.ts";
import type { Translation } from "../index.ts";

export default {
  hidden: "النتائج مخفية حتى يعرضها المنظم.",
  voters:
    "{count, plural, zero {لم يصوّت أحد.} one {صوّت شخص واحد.} two {صوّت شخصان.} few {صوّت # أشخاص.} many {صوّت # شخصًا.} other {صوّت # شخص.}}",
  waiting: "في انتظار الإجابات الأولى.",
  votes: "{count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}",
  correct: "الإجابة الصحيحة",
  score: "{points, plural, zero {لا نقاط} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطةً} other {# نقطة}}",
  place: "المركز {place}",
  average: "المتوسط",
  outOf: "من {max}",
  noAverage: "لا توجد تقييمات بعد.",
  wordsCaption: "الكلمات وعدد من ذكر كلًّا منها",
  wordHeader: "الكلمة",
  ratingCaption: "التقييمات وعدد من أعطى كلًّا منها",
  ratingHeader: "التقييم",
  peopleHeader: "الأشخاص",
  answersLabel: "الإجابات",
} satisfies Translation<typeof POLL_RESULTS_MESSAGES>;
