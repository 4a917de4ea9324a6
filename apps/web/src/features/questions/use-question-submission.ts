// Submitting a question so that nothing is lost (docs/product.md §11): the question goes into the outbox
// first, then to the server. No answer (offline, server unreachable) leaves it waiting; it is
// sent again when the browser comes back online, when the socket reconnects, and every few
// seconds while online, always with its first Idempotency-Key. A refusal (paused, limit
// reached) takes it out and gives the text back to the box.
import { isBlank } from "@handraise/contract";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { translate } from "../../lib/i18n/translate.ts";
import { newId } from "../../lib/new-id.ts";
import { questionsApi } from "./api.ts";
import { type OutboxEntry, outbox, useOutbox } from "./question-outbox.ts";

const RETRY_EVERY_MS = 5000;
/** The "will be sent later" toast of one question, taken back once that stops being true. */
const queuedToastId = (key: string) => `question-queued:${key}`;
/** Statuses that mean "try again later" rather than "no". */
const TRANSIENT = new Set([0, 408, 429, 502, 503, 504]);

export type SubmitResult = "sent" | "queued" | "refused" | "invalid";

function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

export function useQuestionSubmission(
  eventId: string,
  memberId: string | undefined,
  onRefused: (content: string) => void,
) {
  const dispatch = useAppDispatch();
  const { entries, version } = useOutbox(eventId);
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  const waiting = useMemo(() => {
    void version;
    return entries.filter((e) => e.memberId === memberId);
  }, [entries, memberId, version]);

  const send = useCallback(
    async (entry: OutboxEntry, firstAttempt: boolean): Promise<SubmitResult> => {
      if (!outbox.claim(entry.key)) return "queued";
      try {
        const result = await dispatch(
          questionsApi.endpoints.askQuestion.initiate(
            {
              eventId: entry.eventId,
              content: entry.content,
              memberId: entry.memberId,
              idempotencyKey: entry.key,
              anonymous: entry.anonymous === true,
            },
            // Only the outbox remembers a question; the cache keeps no record of the call.
            { track: false },
          ),
        );
        if ("data" in result) {
          outbox.remove(entry.eventId, entry.key);
          notify.dismiss(queuedToastId(entry.key));
          // Under review nobody sees it yet: the asker is told it waits for a host (not "added").
          notify.success(
            translate(result.data?.awaitingReview ? "messages.questionAwaitingReview" : "messages.questionAdded"),
          );
          return "sent";
        }
        const failure = {
          status:
            result.error && "status" in result.error && typeof result.error.status === "number"
              ? result.error.status
              : 0,
          message: failureMessage(result.error, translate("messages.failedAddQuestion")),
        };
        if (TRANSIENT.has(failure.status)) {
          if (firstAttempt) {
            notify.info(
              translate(isOnline() ? "messages.questionQueuedUnreachable" : "messages.questionQueuedOffline"),
              {
                id: queuedToastId(entry.key),
              },
            );
          }
          return "queued";
        }
        outbox.remove(entry.eventId, entry.key);
        notify.dismiss(queuedToastId(entry.key));
        // The call's own fallback says "Submission failed"; the asker is told their question was not added.
        const message =
          failure.message === translate("messages.submissionFailed")
            ? translate("messages.failedAddQuestion")
            : failure.message;
        notify.error(message || translate("messages.failedAddQuestion"));
        refusedRef.current(entry.content);
        return "refused";
      } finally {
        outbox.release(entry.key);
      }
    },
    [dispatch],
  );

  const flush = useCallback(async () => {
    if (!memberId || !isOnline()) return;
    // One at a time, oldest first, so questions arrive in the order they were asked.
    for (const entry of outbox.entries(eventId)) {
      if (entry.memberId !== memberId || outbox.isSending(entry.key)) continue;
      const result = await send(entry, false);
      if (result === "queued") break;
    }
  }, [eventId, memberId, send]);

  const submit = useCallback(
    async (content: string, options: { anonymous?: boolean } = {}): Promise<SubmitResult> => {
      if (!memberId || isBlank(content)) {
        notify.error(translate("messages.missingMemberIdOrEmptyDisplay"));
        return "invalid";
      }
      const entry: OutboxEntry = {
        key: newId(),
        eventId,
        memberId,
        content,
        createdAt: new Date().toISOString(),
        ...(options.anonymous ? { anonymous: true } : {}),
      };
      outbox.add(entry);
      if (!isOnline()) {
        notify.info(translate("messages.questionQueuedOffline"), { id: queuedToastId(entry.key) });
        return "queued";
      }
      return send(entry, true);
    },
    [eventId, memberId, send],
  );

  const discard = useCallback(
    (key: string) => {
      if (!outbox.isSending(key)) outbox.remove(eventId, key);
    },
    [eventId],
  );

  // Coming back online, and every few seconds while something waits, try again.
  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    void flush();
    const timer = hasWaiting ? setInterval(() => void flush(), RETRY_EVERY_MS) : undefined;
    return () => {
      window.removeEventListener("online", onOnline);
      clearInterval(timer);
    };
  }, [flush, hasWaiting]);

  return { waiting, submit, flush, discard };
}
