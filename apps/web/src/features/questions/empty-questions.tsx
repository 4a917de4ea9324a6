// Empty states teach (docs/product.md §11): an empty event tells the audience how to ask.
import { MessageCircleQuestionMark } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function EmptyQuestions({
  isHost,
  canTakePart,
  query,
}: {
  isHost: boolean;
  canTakePart: boolean;
  query: string;
}) {
  const t = useT();
  const text = query.trim()
    ? t("messages.noQuestionsMatch", { query: query.trim() })
    : t(
        isHost
          ? "messages.noQuestionsHost"
          : canTakePart
            ? "messages.noQuestionsMember"
            : "messages.noQuestionsVisitor",
      );
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircleQuestionMark aria-hidden="true" className="size-8 text-accent-600" />
      <p className="font-medium text-slate-900">
        {t(query.trim() ? "questions.list.noMatches" : "questions.list.noQuestionsYet")}
      </p>
      <p className="max-w-prose text-slate-700">{text}</p>
    </Card>
  );
}
