// The language and theme switches side by side, as the footer shows them on every page. A chunk
// of its own (footer.tsx loads it after the page's first paint): no page waits for its code.
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

export function Preferences() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
      <LanguageSwitch />
      <ThemeSwitch />
    </div>
  );
}
