// Sending votes so that none is lost and none counts twice (docs/features/polls.md "On the
// audience's page"): the vote goes into the outbox first, then to the server. No answer
// (offline, server unreachable) leaves it waiting; it is sent again when the browser comes back
// online, when the socket joins the room again, and every few seconds while online. A refusal
// (closed poll, time up) takes it out and is shown beside the control.
import type { VotePollBody } from "@handraise/contract";
import { useCallback, useEffect, useState } from "react";
import { useAppDispatch } from "../../../app/hooks.ts";
import { failureMessage, failureStatus } from "../../../lib/api.ts";
import { translate } from "../../../lib/i18n/translate.ts";
import { useEventRoom } from "../../../lib/realtime-client.ts";
import { pollsApi } from "../api.ts";
import { failureOutcome, useVoteOutbox, type VoteEntry, voteOutbox } from "./vote-outbox.ts";

const RETRY_EVERY_MS = 5000;

export type SendResult = "sent" | "wait" | "done" | "refused" | "busy";
export type Refusal = { pollId: string; message: string };

function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

export function useVoteSending(eventId: string, memberId: string | undefined) {
  const dispatch = useAppDispatch();
  const entries = useVoteOutbox(eventId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mine = entries.filter((entry) => entry.memberId === memberId);

  const send = useCallback(
    async (entry: VoteEntry): Promise<SendResult> => {
      if (!voteOutbox.claim(entry)) return "busy";
      // Counted before the request goes, so a reload after a lost answer knows it was a retry.
      const attempt = { ...entry, attempts: entry.attempts + 1 };
      voteOutbox.put(attempt);
      try {
        const result = await dispatch(
          pollsApi.endpoints.votePoll.initiate(
            { eventId, pollId: entry.pollId, vote: { ...entry.vote, memberId: entry.memberId } },
            // Only the outbox remembers a vote; the answer patches the poll list (api.ts).
            { track: false },
          ),
        );
        if ("data" in result) {
          voteOutbox.remove(attempt);
          return "sent";
        }
        const outcome = failureOutcome(failureStatus(result.error), attempt.attempts);
        if (outcome === "wait") return "wait";
        voteOutbox.remove(attempt);
        if (outcome === "done") {
          // The server holds the vote of an earlier attempt: its own vote comes with a fresh read.
          void dispatch(pollsApi.endpoints.polls.initiate(eventId, { forceRefetch: true, subscribe: false }));
        } else {
          setRefusal({
            pollId: entry.pollId,
            message: failureMessage(result.error, translate("messages.failedVotePoll")),
          });
        }
        return outcome;
      } finally {
        voteOutbox.release(attempt);
      }
    },
    [dispatch, eventId],
  );

  const flush = useCallback(async () => {
    if (!memberId || !isOnline()) return;
    for (const entry of voteOutbox.entries(eventId)) {
      if (entry.memberId !== memberId || voteOutbox.isSending(entry)) continue;
      if ((await send(entry)) === "wait") break;
    }
  }, [eventId, memberId, send]);

  const submit = useCallback(
    async (pollId: string, vote: VotePollBody): Promise<SendResult> => {
      if (!memberId) return "refused";
      setRefusal(null);
      const entry: VoteEntry = { eventId, pollId, memberId, vote, attempts: 0, createdAt: new Date().toISOString() };
      voteOutbox.put(entry);
      if (!isOnline()) return "wait";
      const result = await send(entry);
      // A vote changed while the earlier one was on its way goes once that one has settled.
      if (result !== "wait") void flush();
      return result;
    },
    [eventId, memberId, send, flush],
  );

  // Back online, back in the room, and every few seconds while a vote waits: try again.
  useEventRoom(eventId, { onRejoined: () => void flush() });
  const hasWaiting = mine.length > 0;
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

  return {
    /** The voter's vote in this poll that has not been counted yet, if any. */
    waitingIn: (pollId: string) => mine.find((entry) => entry.pollId === pollId),
    refusalIn: (pollId: string) => (refusal?.pollId === pollId ? refusal.message : null),
    submit,
  };
}

export type VoteSending = ReturnType<typeof useVoteSending>;
