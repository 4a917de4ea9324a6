// The reply editor's code (with the form library) is fetched the first time a host opens it, so
// the audience's event page never downloads it.
import { type ComponentProps, useEffect, useState } from "react";
import { useT } from "../../lib/i18n/translate.ts";

type ReplyEditorType = typeof import("./reply-editor.tsx").ReplyEditor;

let loaded: ReplyEditorType | null = null;

export function ReplyEditorOnDemand(props: ComponentProps<ReplyEditorType>) {
  const [Editor, setEditor] = useState<ReplyEditorType | null>(() => loaded);
  const t = useT();
  useEffect(() => {
    if (Editor) return;
    let current = true;
    void import("./reply-editor.tsx").then((module) => {
      loaded = module.ReplyEditor;
      if (current) setEditor(() => module.ReplyEditor);
    });
    return () => {
      current = false;
    };
  }, [Editor]);
  return Editor ? (
    <Editor {...props} />
  ) : (
    <p className="mt-3 text-sm text-slate-600" role="status">
      {t("messages.openingReplyEditor")}
    </p>
  );
}
