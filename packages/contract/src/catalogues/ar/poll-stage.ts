// الاستطلاع في عرض المقدّم، بالعربية (poll-stage).
import type { POLL_STAGE_MESSAGES } from "../en/poll-stage.ts";
import type { Translation } from "../index.ts";

export default {
  kinds: {
    choice: "استطلاع",
    wordcloud: "سحابة كلمات",
    rating: "تقييم",
    ranking: "ترتيب",
    open: "سؤال مفتوح",
    quiz: "اختبار",
  },
  hidden: "ستظهر النتائج عندما يعرضها المنظم.",
  secondsLeft: "الثواني المتبقية",
  timeUp: "انتهى الوقت!",
  timeUpWaiting: "انتهى الوقت! ستظهر الإجابة عندما يغلق المنظم الاختبار.",
  leaderboard: "لوحة المتصدرين",
  noPointsYet: "لا توجد نقاط بعد.",
  backToQuestions: "العودة إلى الأسئلة",
  voteNow: "صوّت من هاتفك",
  pollOnScreen: "على الشاشة الآن: {question}",
} satisfies Translation<typeof POLL_STAGE_MESSAGES>;
