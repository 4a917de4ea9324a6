// The buttons every question row shares, in the feed and in the table: like and favourite toggles,
// and the moderation and delete actions (docs/product.md §11 icon set); its marks are in
// question-marks.tsx. Which of them a viewer gets is question-actions.ts's answer; these parts
// only render it.
import type { Question } from "@handraise/contract";
import {
  CheckCheck,
  CircleCheck,
  Eye,
  EyeOff,
  MessageSquareReply,
  Mic,
  Pencil,
  Star,
  ThumbsUp,
  Trash2,
  UserX,
} from "lucide-react";
import type { ReactNode } from "react";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { actionsFor, type QuestionViewer } from "./question-actions.ts";
import { isSpotlighted } from "./question-marks.tsx";

export type { QuestionViewer } from "./question-actions.ts";

export type QuestionHandlers = {
  onLike: (question: Question) => void;
  onFavourite: (question: Question) => void;
  onToggleAnswered: (question: Question) => void;
  onToggleHidden: (question: Question) => void;
  onDelete: (question: Question) => void;
  /** Hosts: publishes a question awaiting review (declining it is deleting it). */
  onApprove: (question: Question) => void;
  /** The asker: opens the editor of their own pending question. */
  onEdit: (question: Question) => void;
  /** Question ids with a moderation call under way. */
  pendingIds: ReadonlySet<string>;
  /** Hosts: puts the question on screen as the one answered now, or takes it down. */
  onToggleSpotlight: (question: Question) => void;
  /** Host replies: the question whose reply editor is open, and opening and closing it. */
  replyingTo: string | null;
  onReply: (question: Question) => void;
  onReplyClosed: (question: Question) => void;
  /** Hosts: removes the question's author from the event, after a confirmation (docs/features/moderation.md). */
  onBan: (question: Question) => void;
};

/** What every part of a question row is given. */
export type QuestionRowProps = { question: Question; viewer: QuestionViewer; handlers: QuestionHandlers };

const ICON_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-[var(--radius-ui)] px-2 text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent";

function ActionButton({
  action,
  label,
  icon,
  onClick,
  disabled,
  pressed,
  pending,
  children,
  tone = "neutral",
}: {
  /** Which action, for code that finds the button again (its label is in the page's language). */
  action?: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  /** A call of this row is under way: the button waits. */
  pending?: boolean;
  children?: ReactNode;
  tone?: "neutral" | "danger";
}) {
  return (
    <button
      type="button"
      className={`${ICON_BUTTON} ${tone === "danger" ? "text-red-700 hover:bg-red-50" : ""} ${pressed ? "text-accent-700" : ""}`}
      data-action={action}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      onClick={onClick}
    >
      {icon}
      {children}
    </button>
  );
}

export function ReactionButtons({ question, viewer, handlers }: QuestionRowProps) {
  const actions = actionsFor(question, viewer);
  const t = useT();
  const format = useFormat();
  if (actions.like === "none" && actions.favourite === "none") return null;
  const liked = viewer.memberId !== undefined && question.likes.includes(viewer.memberId);
  const favourite = viewer.memberId !== undefined && question.favourites.includes(viewer.memberId);
  const likes = question.likes.length;
  const favourites = question.favourites.length;
  return (
    <>
      {actions.like === "none" ? null : (
        <ActionButton
          label={t("questions.actions.like", { count: likes })}
          icon={<ThumbsUp aria-hidden="true" className={`size-5 ${liked ? "fill-current" : ""}`} />}
          pressed={liked}
          disabled={actions.like === "disabled"}
          onClick={() => handlers.onLike(question)}
        >
          <span className="tabular-nums" data-testid="like-count">
            {format.number(likes)}
          </span>
        </ActionButton>
      )}
      {actions.favourite === "none" ? null : (
        <ActionButton
          label={t("questions.actions.favourite", { count: favourites })}
          icon={<Star aria-hidden="true" className={`size-5 ${favourite ? "fill-amber-400 text-amber-600" : ""}`} />}
          pressed={favourite}
          disabled={actions.favourite === "disabled"}
          onClick={() => handlers.onFavourite(question)}
        >
          <span className="tabular-nums" data-testid="favourite-count">
            {format.number(favourites)}
          </span>
        </ActionButton>
      )}
    </>
  );
}

export function ModerationButtons({ question, viewer, handlers }: QuestionRowProps) {
  const pending = handlers.pendingIds.has(question._id);
  const actions = actionsFor(question, viewer);
  // A host declines a question awaiting review by deleting it, with the same confirmation.
  const declines = actions.declines;
  const t = useT();
  return (
    <>
      {actions.approve ? (
        <ActionButton
          label={t("questions.actions.approve")}
          icon={<CheckCheck aria-hidden="true" className="size-5 text-green-700" />}
          pending={pending}
          onClick={() => handlers.onApprove(question)}
        >
          <span className="pe-1 font-medium text-green-800">{t("questions.actions.approve")}</span>
        </ActionButton>
      ) : null}
      {actions.reply ? (
        <ActionButton
          action="reply"
          label={t(question.reply ? "questions.actions.editReply" : "questions.actions.reply")}
          icon={<MessageSquareReply aria-hidden="true" className="size-5" />}
          pressed={handlers.replyingTo === question._id}
          onClick={() => handlers.onReply(question)}
        />
      ) : null}
      {actions.answer ? (
        <ActionButton
          label={t(question.status === "answered" ? "questions.actions.markPending" : "questions.actions.markAnswered")}
          icon={<CircleCheck aria-hidden="true" className="size-5" />}
          pending={pending}
          onClick={() => handlers.onToggleAnswered(question)}
        />
      ) : null}
      {actions.hide ? (
        <ActionButton
          label={t(question.hidden ? "questions.actions.unhide" : "questions.actions.hide")}
          icon={
            question.hidden ? (
              <Eye aria-hidden="true" className="size-5" />
            ) : (
              <EyeOff aria-hidden="true" className="size-5" />
            )
          }
          pending={pending}
          onClick={() => handlers.onToggleHidden(question)}
        />
      ) : null}
      {actions.spotlight ? (
        <ActionButton
          // A toggle keeps its name; aria-pressed says whether it is on.
          label={t("questions.actions.nowAnswering")}
          icon={
            <Mic aria-hidden="true" className={`size-5 ${isSpotlighted(question, viewer) ? "text-accent-700" : ""}`} />
          }
          pressed={isSpotlighted(question, viewer)}
          pending={pending}
          onClick={() => handlers.onToggleSpotlight(question)}
        />
      ) : null}
      {actions.removePerson ? (
        <ActionButton
          label={t("questions.actions.removePerson")}
          icon={<UserX aria-hidden="true" className="size-5" />}
          tone="danger"
          onClick={() => handlers.onBan(question)}
        />
      ) : null}
      {actions.edit ? (
        <ActionButton
          label={t("questions.actions.edit")}
          icon={<Pencil aria-hidden="true" className="size-5" />}
          onClick={() => handlers.onEdit(question)}
        />
      ) : null}
      {actions.delete === "none" ? null : (
        <ActionButton
          label={t(declines ? "questions.actions.decline" : "questions.actions.delete")}
          icon={<Trash2 aria-hidden="true" className="size-5" />}
          tone="danger"
          disabled={actions.delete === "disabled"}
          onClick={() => handlers.onDelete(question)}
        >
          {declines ? <span className="pe-1 font-medium">{t("questions.actions.decline")}</span> : null}
        </ActionButton>
      )}
    </>
  );
}
