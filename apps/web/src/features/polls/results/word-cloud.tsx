// A word cloud whose words grow in place: a fixed grid of cells, each shown word in the cell it got
// when it first appeared (word-layout.ts), its size following its count with a CSS transition (none
// when motion is reduced). Each word is sized to its cell by container units, so a long word
// shrinks to fit rather than pushing its neighbours. The drawing is hidden from screen readers;
// a visually hidden table gives the words and their counts, most given first.
import type { Poll } from "@handraise/contract";
import { useEffect, useMemo, useRef } from "react";
import { useT } from "../../../lib/i18n/translate.ts";
import type { ResultsSize } from "./results-size.ts";
import { ResultsTable } from "./results-table.tsx";
import { cellOrder, placeWords, type WordSlots, wordKey, wordScale } from "./word-layout.ts";

/** The grid: five by six on the stage, from the centre out; three wide on a phone, from the top. */
const GRIDS = {
  stage: { columns: 5, rows: 6, from: "centre" },
  compact: { columns: 3, rows: 5, from: "top" },
} as const;

// Tones by cell, in diagonals, so neighbours differ and no row or column is all one colour.
const TONES = ["text-accent-700", "text-slate-800", "text-accent-600", "text-slate-700"];

export function WordCloud({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const t = useT();
  const grid = GRIDS[size];
  const capacity = grid.columns * grid.rows;
  const words = useMemo(() => poll.words ?? [], [poll.words]);
  // The slots of the last drawing: a word keeps its cell from one count to the next.
  const previous = useRef<WordSlots>(new Map());
  const slots = useMemo(() => placeWords(previous.current, words, capacity), [words, capacity]);
  useEffect(() => {
    previous.current = slots;
  }, [slots]);
  const cells = useMemo(() => cellOrder(grid.columns, grid.rows, grid.from), [grid]);
  const most = Math.max(0, ...words.map((word) => word.count));
  const shown = words.filter((word) => slots.has(wordKey(word.text)));
  const usedRows = Math.max(1, ...shown.map((word) => cells[slots.get(wordKey(word.text)) ?? 0]?.row ?? 1));

  if (words.length === 0) return <p className="text-slate-700">{t("poll-results.waiting")}</p>;
  return (
    <div className={size === "stage" ? "h-full min-h-0" : ""}>
      <div
        aria-hidden="true"
        data-testid="word-cloud"
        className={`grid ${size === "stage" ? "h-full grid-cols-5 grid-rows-6" : "grid-cols-3 auto-rows-[3.5rem]"}`}
        style={size === "compact" ? { gridTemplateRows: `repeat(${usedRows}, 3.5rem)` } : undefined}
      >
        {shown.map((word) => {
          const slot = slots.get(wordKey(word.text)) ?? 0;
          const cell = cells[slot] ?? { row: 1, column: 1 };
          const scale = wordScale(word.count, most);
          const chars = Math.max(3, [...word.text].length);
          return (
            <span
              key={wordKey(word.text)}
              data-word={wordKey(word.text)}
              className="flex min-w-0 items-center justify-center overflow-hidden [container-type:size]"
              style={{ gridRow: cell.row, gridColumn: cell.column }}
            >
              <span
                dir="auto"
                className={`truncate px-1 leading-tight transition-[font-size,opacity] duration-700 ease-out starting:opacity-0 motion-reduce:transition-none ${
                  scale > 0.65 ? "font-bold" : "font-semibold"
                } ${TONES[(cell.row * 3 + cell.column) % TONES.length]}`}
                style={{
                  fontSize: `max(${size === "stage" ? "1rem" : "0.875rem"}, min(${(scale * 72).toFixed(1)}cqh, ${(135 / chars).toFixed(1)}cqw))`,
                }}
              >
                {word.text}
              </span>
            </span>
          );
        })}
      </div>
      <ResultsTable
        caption={t("poll-results.wordsCaption")}
        header={[t("poll-results.wordHeader"), t("poll-results.peopleHeader")]}
        rows={words.map((word) => ({ key: wordKey(word.text), label: word.text, count: word.count }))}
      />
    </div>
  );
}
