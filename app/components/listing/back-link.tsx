import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";

/** Back in history when the visitor came from within the site, else home (a plain link without JS). */
export function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      to="/"
      onClick={(event) => {
        if (location.key === "default") return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Wróć
    </Link>
  );
}
