// The language and theme switches side by side, as the footer shows them on every page. A chunk
// of its own (footer.tsx loads it after the page's first paint): no page waits for its code.
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/** One above the other on a phone, side by side above: footer.tsx keeps exactly this room for them. */
export function Preferences() {
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-4">
      <LanguageSwitch />
      <ThemeSwitch />
    </div>
  );
}
