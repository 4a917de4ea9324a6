// The question editor's code (with the form library) is fetched the first time an asker opens
// it, so the audience's event page does not download it up front. Once loaded it stays mounted,
// so the dialog opens and closes as one always mounted would.
import { type ComponentProps, useEffect, useState } from "react";

type QuestionEditorType = typeof import("./question-editor.tsx").QuestionEditor;

export function QuestionEditorOnDemand(props: ComponentProps<QuestionEditorType>) {
  const [Editor, setEditor] = useState<QuestionEditorType | null>(null);
  const wanted = props.question !== null;
  useEffect(() => {
    if (!wanted || Editor) return;
    let current = true;
    void import("./question-editor.tsx").then((module) => {
      if (current) setEditor(() => module.QuestionEditor);
    });
    return () => {
      current = false;
    };
  }, [wanted, Editor]);
  return Editor ? <Editor {...props} /> : null;
}
