// An open poll's answers as its hosts see them: every answer, the hidden ones marked, each with
// Hide or Show. A hidden answer leaves the audience's phones and the big screen at once; hosts
// keep it, so it can come back (docs/features/polls.md "Open answers").
import type { Poll } from "@handraise/contract";
import { Eye, EyeOff } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { notify } from "../../../components/ui/toast.ts";
import { failureMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n/translate.ts";
import { useSetPollAnswerHiddenMutation } from "../api.ts";

export function OpenAnswers({ poll }: { poll: Poll }) {
  const t = useT();
  const [setHidden, setting] = useSetPollAnswerHiddenMutation();
  const answers = poll.answers ?? [];
  const toggle = async (answerId: string, hidden: boolean) => {
    const result = await setHidden({ eventId: poll.eventId, pollId: poll._id, answerId, hidden });
    if (result.error) notify.error(failureMessage(result.error, t("messages.failedUpdatePoll")));
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-700">{t("poll-results.voters", { count: poll.totalVotes ?? 0 })}</p>
      {answers.length === 0 ? (
        <p className="text-slate-600">{t("poll-host.noAnswers")}</p>
      ) : (
        <ul aria-label={t("poll-host.answersTitle")} className="flex flex-col divide-y divide-slate-200">
          {answers.map((answer) => (
            <li key={answer._id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span className={`min-w-0 flex-1 break-words ${answer.hidden ? "text-slate-600" : ""}`}>
                <span dir="auto">{answer.text}</span>
                {answer.hidden ? (
                  <Badge className="ms-2" tone="warning">
                    {t("poll-host.hiddenAnswer")}
                  </Badge>
                ) : null}
              </span>
              <Button
                variant="ghost"
                className="shrink-0"
                busy={setting.isLoading && setting.originalArgs?.answerId === answer._id}
                aria-label={t(answer.hidden ? "poll-host.showAnswerLabel" : "poll-host.hideAnswerLabel", {
                  text: answer.text,
                })}
                onClick={() => void toggle(answer._id, !answer.hidden)}
              >
                {answer.hidden ? (
                  <Eye className="size-4" aria-hidden="true" />
                ) : (
                  <EyeOff className="size-4" aria-hidden="true" />
                )}
                {answer.hidden ? t("poll-host.showAnswer") : t("poll-host.hideAnswer")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
