// The footer: legal and contact links and the copyright line with the current year.
import { Link } from "react-router";

const LINKS = [
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "T&C" },
  { to: "/contactus", label: "Contact Us" },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-2 px-4 py-4 sm:flex-row sm:justify-between">
        <nav aria-label="Legal and contact">
          <ul className="flex flex-wrap justify-center gap-x-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-[var(--radius-ui)] px-3 text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-slate-600">© {new Date().getFullYear()} Handraise. All rights reserved.</p>
      </div>
    </footer>
  );
}
