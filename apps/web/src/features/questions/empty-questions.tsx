// Empty states teach (docs/product.md §11): an empty event tells the audience how to ask.
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
    ? `No questions match "${query.trim()}".`
    : isHost
      ? "Questions from your audience appear here the moment they are asked. Share the event link or QR code so people can join and ask."
      : canTakePart
        ? "Be the first: type your question in the box above and press Ask."
        : "Join the event to ask the first question.";
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircleQuestionMark aria-hidden="true" className="size-8 text-accent-600" />
      <p className="font-medium text-slate-900">{query.trim() ? "No matches" : "No questions yet"}</p>
      <p className="max-w-prose text-slate-700">{text}</p>
    </Card>
  );
}
