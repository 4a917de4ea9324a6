// A checkbox whose tap target is the 44 px square docs/product.md §11 asks for on phones, drawn as a 20 px box:
// the real input covers the whole square (transparent), the box beside it only shows its state.
import { Check } from "lucide-react";
import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

export function Checkbox(props: Props) {
  return (
    <span className="relative grid size-11 shrink-0 place-items-center">
      <input type="checkbox" className="peer absolute inset-0 m-0 size-11 cursor-pointer opacity-0" {...props} />
      <span
        aria-hidden="true"
        className="grid size-5 place-items-center rounded border-2 border-slate-400 bg-white text-white peer-checked:border-accent-600 peer-checked:bg-accent-600 peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500 peer-focus-visible:ring-offset-2 peer-checked:[&>svg]:block"
      >
        <Check className="hidden size-4" strokeWidth={3} />
      </span>
    </span>
  );
}
