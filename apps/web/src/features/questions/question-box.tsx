// The question box on top (docs/product.md §11: Slido's audience view). Members and hosts ask; non-members
// see why they cannot; while the host has paused questions, the event's question limit is
// reached, or the event has ended or was canceled, the box says why and will not send, keeping
// what was typed.
// Questions waiting for a connection are listed under it, so the asker knows where each one is.
import { QUESTION_MAX } from "@handraise/contract";
import { CloudOff, Send, VenetianMask } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useTransition } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { TextArea } from "../../components/ui/field.tsx";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { type OutboxEntry, outbox } from "./question-outbox.ts";

type Props = {
  eventId: string;
  value: string;
  onChange: (value: string) => void;
  onTyping: () => void;
  onSubmit: () => Promise<unknown>;
  canTakePart: boolean;
  paused: boolean;
  /** Why the event takes no more questions (ended, canceled), in the page's language, or null while it does. */
  closedReason: string | null;
  /** The event holds as many questions as its limit allows: said before anyone types. */
  limitReached?: boolean;
  waiting: OutboxEntry[];
  onDiscard: (key: string) => void;
  /** The event takes anonymous questions: the box offers "Ask anonymously". */
  allowAnonymous?: boolean;
  anonymous?: boolean;
  onAnonymousChange?: (anonymous: boolean) => void;
  /** The host reviews new questions before the audience sees them. */
  reviewed?: boolean;
};

export function QuestionBox({
  eventId,
  value,
  onChange,
  onTyping,
  onSubmit,
  canTakePart,
  paused,
  closedReason,
  limitReached = false,
  waiting,
  onDiscard,
  allowAnonymous = false,
  anonymous = false,
  onAnonymousChange,
  reviewed = false,
}: Props) {
  // The text is the draft's (use-question-draft.ts), so the box needs no form library, which the
  // audience's page does not load (docs/PERFORMANCE.md): the sending state is React's own, an
  // async transition that is pending until the submission has settled.
  const [sending, startSending] = useTransition();
  const t = useT();
  const format = useFormat();
  // A character count, in the page's digits and without grouping ("1000/1000").
  const counter = (n: number) => format.number(n, { useGrouping: false });
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useFocusAfterJoin(eventId, canTakePart, boxRef);
  const disabled = !canTakePart || paused || limitReached || closedReason !== null;
  const hint = closedReason
    ? closedReason
    : !canTakePart
      ? t("messages.joinToAsk")
      : paused
        ? t("messages.questionsPausedBox")
        : limitReached
          ? t("messages.questionLimitBox")
          : anonymous
            ? t("messages.questionBoxHintAnonymous", { max: QUESTION_MAX })
            : t("messages.questionBoxHintNamed", { max: QUESTION_MAX });
  // The asker knows beforehand that their question will wait for a host (docs/features/questions.md).
  const shownHint = reviewed && !disabled ? `${hint} ${t("messages.questionBoxReviewed")}` : hint;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || sending) return;
    startSending(async () => {
      try {
        await onSubmit();
      } catch (error) {
        // The submission keeps what it could not send in the outbox and says so; nothing more
        // to tell here, and an error must not reach the page's error boundary.
        console.error(error);
      } finally {
        // Ask was disabled while sending, which drops the focus to the page: the next action is
        // the next question, so the box takes it back (unless the person has moved on).
        if (focusWasDropped(boxRef.current?.form)) boxRef.current?.focus();
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onTyping();
    // Ctrl/Cmd+Enter sends from the keyboard; Enter alone keeps its meaning (a new line).
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t("questions.box.formLabel")}>
      <TextArea
        ref={boxRef}
        label={t("questions.box.fieldLabel")}
        name="question"
        rows={3}
        maxLength={QUESTION_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={!canTakePart}
        hint={shownHint}
        placeholder={canTakePart ? t("messages.questionPlaceholder") : undefined}
      />
      {canTakePart && onAnonymousChange && (allowAnonymous || anonymous) ? (
        <AnonymousChoice checked={anonymous} allowed={allowAnonymous} onChange={onAnonymousChange} />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
          {counter(value.length)}/{counter(QUESTION_MAX)}
        </span>
        <Button type="submit" disabled={disabled} busy={sending}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("questions.box.ask")}
        </Button>
      </div>
      {waiting.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t("questions.box.waitingList")}>
          {waiting.map((entry) => {
            const inFlight = outbox.isSending(entry.key);
            return (
              <li
                key={entry.key}
                data-waiting-question=""
                className="flex items-start gap-3 rounded-[var(--radius-ui)] border border-dashed border-amber-300 bg-amber-50 p-3"
              >
                <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
                <div className="min-w-0 flex-1">
                  <p dir="auto" className="whitespace-pre-wrap break-words text-slate-900">
                    {entry.content}
                  </p>
                  <p className="text-sm text-amber-900">
                    {inFlight ? t("questions.box.sending") : t("messages.questionWaitingToSend")}
                    {entry.anonymous ? ` ${t("messages.askedAnonymously")}` : ""}
                  </p>
                </div>
                {inFlight ? null : (
                  <Button
                    variant="ghost"
                    onClick={() => onDiscard(entry.key)}
                    aria-label={t("questions.box.discardLabel")}
                  >
                    {t("questions.box.discard")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}

/**
 * "Ask anonymously". Shown while the event allows it, and also while ticked after the host
 * turned it off: the box never sends a name the asker chose to hide, so the server's refusal
 * (409) explains, and unticking asks with the name.
 */
function AnonymousChoice({
  checked,
  allowed,
  onChange,
}: {
  checked: boolean;
  allowed: boolean;
  onChange: (checked: boolean) => void;
}) {
  const inputId = useId();
  const t = useT();
  return (
    <div className="flex flex-col">
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center gap-1 self-start text-base text-slate-800"
      >
        <Checkbox id={inputId} name="anonymous" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <VenetianMask aria-hidden="true" className="size-5 text-slate-600" />
        {t("questions.box.askAnonymously")}
      </label>
      {allowed ? null : (
        <p className="text-sm text-amber-900" role="status">
          {t("questions.box.anonymousRefused")}
        </p>
      )}
    </div>
  );
}

/** No element holds the focus (it fell to the page), or it is still inside this form. */
function focusWasDropped(form: HTMLFormElement | null | undefined): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(form?.contains(active));
}

/** Events whose box was last shown to someone who could not ask yet (on this page load). */
const shownUnableToAsk = new Set<string>();

/**
 * After joining, the Join button goes and the focus with it: the next action is asking, so the
 * box takes the focus when the viewer becomes able to ask while nothing else holds it. Remembered
 * per event outside the component, since joining may mount the session anew. A page opened by a
 * member starts able to ask, so it never moves the focus on load.
 */
function useFocusAfterJoin(eventId: string, canTakePart: boolean, box: { current: HTMLTextAreaElement | null }): void {
  useEffect(() => {
    if (!canTakePart) {
      shownUnableToAsk.add(eventId);
      return;
    }
    const joined = shownUnableToAsk.delete(eventId);
    if (joined && focusWasDropped(null)) box.current?.focus();
  }, [eventId, canTakePart, box]);
}
