// An event's report page in Arabic: its headline, chart, lists, print and erase.
import type { REPORT_MESSAGES } from "../en/report.ts";
import type { Translation } from "../index.ts";

export default {
  eventReport: "تقرير الفعالية",
  hostDashboard: "لوحة المنظم",
  print: "طباعة",
  downloadExcel: "تنزيل ملف Excel",
  eraseData: "مسح البيانات",
  tryAgain: "إعادة المحاولة",
  error: "خطأ: {error}",
  loadingReport: "جارٍ تحميل التقرير…",
  failedFetchReport: "تعذّر تحميل التقرير. يُرجى المحاولة مرة أخرى.",
  exportWorkbookFailed: "تعذّر تنزيل المصنف. يُرجى المحاولة مرة أخرى.",
  eraseFailed: "تعذّر مسح بيانات الفعالية. يُرجى المحاولة مرة أخرى.",
  erased: "تم مسح أسئلة الفعالية وإعجاباتها ومفضلاتها واستطلاعاتها وأصواتها.",
  liveNote: "مباشر: يتابع التقرير الفعالية أثناء انعقادها.",
  sections: {
    glance: "نظرة سريعة",
    activity: "النشاط عبر الوقت",
    topQuestions: "أبرز الأسئلة",
    polls: "الاستطلاعات",
  },
  figures: {
    participants: "المشاركون",
    askers: "السائلون",
    voters: "المصوّتون",
    questions: "الأسئلة",
    answered: "تمت الإجابة",
    likes: "الإعجابات",
  },
  series: {
    joins: "الانضمامات",
    questions: "الأسئلة",
    likes: "الإعجابات",
    votes: "الأصوات",
  },
  from: "من",
  answered: "تمت الإجابة",
  nothingYet: "لم يحدث شيء في هذه الفعالية بعد.",
  noTopQuestions: "لم يُطرح أي سؤال بعد.",
  noPolls: "لم يُجرَ أي استطلاع في هذه الفعالية.",
  bucketWidth:
    "{minutes, plural, =1 {الأعداد لكل دقيقة.} zero {كل نقطة تجمع # دقيقة.} one {كل نقطة تجمع دقيقة واحدة.} two {كل نقطة تجمع دقيقتين.} few {كل نقطة تجمع # دقائق.} many {كل نقطة تجمع # دقيقة.} other {كل نقطة تجمع # دقيقة.}}",
  answeredShare:
    "تمت الإجابة عن {answered, number} من {total, plural, zero {# سؤال} one {سؤال واحد} two {سؤالين} few {# أسئلة} many {# سؤالًا} other {# سؤال}} ({percent, number}%).",
  chartSummary: "الأعداد نفسها الواردة في الرسم البياني، دقيقةً بدقيقة:",
  breakdown:
    "{members, plural, zero {# حساب} one {حساب واحد} two {حسابان} few {# حسابات} many {# حسابًا} other {# حساب}} · {guests, plural, zero {# ضيف} one {ضيف واحد} two {ضيفان} few {# ضيوف} many {# ضيفًا} other {# ضيف}} · {hidden, plural, zero {# سؤال مخفي} one {سؤال مخفي واحد} two {سؤالان مخفيان} few {# أسئلة مخفية} many {# سؤالًا مخفيًا} other {# سؤال مخفي}} · {awaiting, plural, zero {# سؤال بانتظار المراجعة} one {سؤال واحد بانتظار المراجعة} two {سؤالان بانتظار المراجعة} few {# أسئلة بانتظار المراجعة} many {# سؤالًا بانتظار المراجعة} other {# سؤال بانتظار المراجعة}} · {anonymous, plural, zero {# سؤال مجهول الهوية} one {سؤال واحد مجهول الهوية} two {سؤالان مجهولا الهوية} few {# أسئلة مجهولة الهوية} many {# سؤالًا مجهول الهوية} other {# سؤال مجهول الهوية}}",
  likes:
    "{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}",
  generatedAt: "التقرير حتى {when}.",
  eraseTitle: "مسح بيانات الفعالية",
  eraseWhat:
    "يؤدي هذا إلى مسح كل أسئلة الفعالية مع إعجاباتها ومفضلاتها، وكل استطلاع مع أصواته. لا يمكن التراجع عن ذلك.",
  eraseKeeps: "تبقى الفعالية نفسها وإعداداتها وأعضاؤها.",
} satisfies Translation<typeof REPORT_MESSAGES>;
