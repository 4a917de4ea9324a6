// How a dialog looks: its backdrop, its box and the parts of the box. Shared by the live dialog
// (dialog-box.tsx, the browser's <dialog>) and the copy of a notice painted before the script
// (painted-dialog.tsx), so the live one opens exactly where the painted one was.
export const DIALOG_LOOK = {
  overlay: "fixed inset-0 z-40 bg-slate-900/50",
  /** The live <dialog> is the backdrop itself: the whole screen, the overlay's colour, the box inside. */
  dialog:
    "fixed inset-0 m-0 size-full max-h-none max-w-none overflow-visible border-0 bg-slate-900/50 p-0 text-inherit backdrop:bg-transparent",
  box: "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-ui)] bg-white p-6 shadow-[var(--shadow-ui)]",
  header: "mb-3 flex items-start justify-between gap-4",
  title: "text-lg font-semibold",
  close: "-m-2 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100",
  closeIcon: "size-5",
  description: "mb-4 text-slate-700",
} as const;
