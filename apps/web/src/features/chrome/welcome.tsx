// Placeholder: the logged-out welcome page.
import { Link } from "react-router";

export function Welcome() {
  return (
    <section>
      <h1 className="text-3xl font-semibold">Welcome to Handraise</h1>
      <Link to="/login">Login</Link> <Link to="/signup">Sign Up</Link>
    </section>
  );
}
