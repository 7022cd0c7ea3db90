import { data, Link } from "react-router";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/$";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | NileCare" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>Oops! Page not found</h1>
      <p className={ui.muted}>The page you were looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className={ui.button.primary}>
          Return to Home
        </Link>
      </p>
    </div>
  );
}
