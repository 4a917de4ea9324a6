// Empty states teach (docs/product.md §11): an empty event tells the audience how to ask.
import { MESSAGES } from "@handraise/contract";
import { MessageCircleQuestionMark } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";

export function EmptyQuestions({
  isHost,
  canTakePart,
  query,
}: {
  isHost: boolean;
  canTakePart: boolean;
  query: string;
}) {
  const text = query.trim()
    ? MESSAGES.noQuestionsMatch(query.trim())
    : isHost
      ? MESSAGES.noQuestionsHost
      : canTakePart
        ? MESSAGES.noQuestionsMember
        : MESSAGES.noQuestionsVisitor;
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircleQuestionMark aria-hidden="true" className="size-8 text-accent-600" />
      <p className="font-medium text-slate-900">{query.trim() ? "No matches" : "No questions yet"}</p>
      <p className="max-w-prose text-slate-700">{text}</p>
    </Card>
  );
}
