// إطار كل صفحة والعناصر المشتركة بين الشاشات، بالعربية (common).
import type { COMMON_MESSAGES } from "../en/common.ts";
import type { Translation } from "../index.ts";

export default {
  productName: "Handraise",
  skipToContent: "انتقل إلى المحتوى",
  loading: "جارٍ التحميل...",
  back: "رجوع",
  cancel: "إلغاء",
  close: "إغلاق",
  planFree: "مجاني",
  planPro: "Pro",
  topBar: {
    beta: "الوضع التجريبي",
    nav: "القائمة الرئيسية",
    pricing: "الأسعار",
    login: "تسجيل الدخول",
  },
  accountPanel: {
    open: "فتح قائمة الحساب",
    close: "إغلاق قائمة الحساب",
    description: "قائمة الحساب",
    unnamed: "مستخدم",
    nav: "الحساب",
    profile: "الملف الشخصي",
    billing: "الفوترة",
    logout: "تسجيل الخروج",
  },
  footer: {
    nav: "المعلومات القانونية والتواصل",
    privacy: "الخصوصية",
    terms: "الشروط والأحكام",
    contact: "اتصل بنا",
    copyright: "© {year} Handraise. جميع الحقوق محفوظة.",
  },
  language: {
    label: "اللغة",
    notSaved: "تعذّر حفظ اللغة في حسابك.",
  },
  cookieBanner: {
    label: "إشعار ملفات تعريف الارتباط",
    text: "نستخدم ملفات تعريف الارتباط لتحسين تجربتك. باستخدامك موقعنا، فإنك توافق على استخدامنا لملفات تعريف الارتباط.",
    learnMore: "اعرف المزيد.",
    accept: "موافق",
  },
  betaNotice: {
    title: "الوضع التجريبي",
    intro: "Handraise في مرحلته التجريبية. شكرًا لتجربته مبكرًا.",
    wiped: "سيتم حذف جميع البيانات قبل الإطلاق.",
    noPayments: "لا يتم قبول المدفوعات بعد.",
    feedback: "نرحب بملاحظاتك كثيرًا: أرسلها عبر رابط <0>اتصل بنا</0>.",
    gotIt: "حسنًا",
  },
  inactivity: { label: "عدم النشاط" },
} satisfies Translation<typeof COMMON_MESSAGES>;
