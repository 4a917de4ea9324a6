// A ranking: every option in the voter's order, first place on top. Reordered by dragging a
// row's handle (mouse, pen or finger: pointer events, no library) or with each row's Move up and
// Move down buttons; every move is read out ("… is now in place 2 of 4") and the focus stays on
// the moved option's button, so a keyboard can carry one option several places in a row.
import type { Poll } from "@handraise/contract";
import { ChevronDown, ChevronUp, GripVertical } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/translate.ts";
import { moved, rankingOrder, type VoteDraft } from "./vote-draft.ts";

type Props = {
  poll: Poll;
  draft: VoteDraft;
  onChange: (draft: VoteDraft) => void;
  labelledBy: string;
  describedBy: string;
};

type Direction = "up" | "down";

export function RankingList({ poll, draft, onChange, labelledBy, describedBy }: Props) {
  const t = useT();
  const order = rankingOrder(
    draft.order,
    poll.options.map((option) => option._id),
  );
  const textOf = (id: string) => poll.options.find((option) => option._id === id)?.text ?? "";
  const [said, setSaid] = useState("");
  const rows = useRef(new Map<string, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  const place = (next: string[], id: string) => {
    onChange({ ...draft, order: next });
    setSaid(t("poll-audience.moved", { option: textOf(id), place: next.indexOf(id) + 1, count: next.length }));
  };

  const move = (id: string, direction: Direction) => {
    const from = order.indexOf(id);
    focusAfterMove.current = { id, direction };
    place(moved(order, from, direction === "up" ? from - 1 : from + 1), id);
  };

  // Reordering moves the rows in the page, which may drop the focus: it goes back to the moved
  // option's button, or to its other one once it reached the top or the bottom.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const at = order.indexOf(wanted.id);
    const atEdge = wanted.direction === "up" ? at === 0 : at === order.length - 1;
    const direction = atEdge ? (wanted.direction === "up" ? "down" : "up") : wanted.direction;
    buttons.current.get(`${wanted.id}:${direction}`)?.focus();
  });

  /** While dragging, the row swaps with its neighbour once the pointer passes that one's middle. */
  const onPointerMove = (event: PointerEvent<HTMLElement>, id: string) => {
    if (dragging !== id) return;
    let next = order;
    for (;;) {
      const at = next.indexOf(id);
      const above = rows.current.get(next[at - 1] ?? "")?.getBoundingClientRect();
      const below = rows.current.get(next[at + 1] ?? "")?.getBoundingClientRect();
      if (above && event.clientY < above.top + above.height / 2) next = moved(next, at, at - 1);
      else if (below && event.clientY > below.top + below.height / 2) next = moved(next, at, at + 1);
      else break;
    }
    if (next !== order) place(next, id);
  };

  const stopDragging = (event: PointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDragging(null);
  };

  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2">
        {order.map((id, at) => (
          <li
            key={id}
            ref={(row) => {
              if (row) rows.current.set(id, row);
              else rows.current.delete(id);
            }}
            data-ranked-option=""
            className={`flex min-h-12 items-center gap-1 rounded-[var(--radius-ui)] border bg-white py-1 pe-1 ${
              dragging === id
                ? "border-accent-600 shadow-[var(--shadow-ui)] ring-2 ring-accent-600/30"
                : "border-slate-300"
            }`}
          >
            <span
              aria-hidden="true"
              data-drag-handle=""
              className="grid size-11 shrink-0 cursor-grab touch-none place-items-center text-slate-500 active:cursor-grabbing"
              onPointerDown={(event) => {
                event.preventDefault();
                event.currentTarget.setPointerCapture(event.pointerId);
                setDragging(id);
              }}
              onPointerMove={(event) => onPointerMove(event, id)}
              onPointerUp={stopDragging}
              onPointerCancel={stopDragging}
            >
              <GripVertical className="size-5" />
            </span>
            <span className="w-6 shrink-0 text-center font-semibold tabular-nums text-slate-700">{at + 1}</span>
            <span dir="auto" className="min-w-0 flex-1 break-words py-1">
              {textOf(id)}
            </span>
            <MoveButton
              id={id}
              direction="up"
              label={t("poll-audience.moveUp", { option: textOf(id) })}
              disabled={at === 0}
              onMove={move}
              buttons={buttons.current}
            />
            <MoveButton
              id={id}
              direction="down"
              label={t("poll-audience.moveDown", { option: textOf(id) })}
              disabled={at === order.length - 1}
              onMove={move}
              buttons={buttons.current}
            />
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}

function MoveButton({
  id,
  direction,
  label,
  disabled,
  onMove,
  buttons,
}: {
  id: string;
  direction: Direction;
  label: string;
  disabled: boolean;
  onMove: (id: string, direction: Direction) => void;
  buttons: Map<string, HTMLButtonElement>;
}) {
  const Icon = direction === "up" ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      ref={(button) => {
        if (button) buttons.set(`${id}:${direction}`, button);
        else buttons.delete(`${id}:${direction}`);
      }}
      aria-label={label}
      disabled={disabled}
      onClick={() => onMove(id, direction)}
      className="grid size-11 shrink-0 place-items-center rounded-[var(--radius-ui)] text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
