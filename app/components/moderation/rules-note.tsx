import type { ReactNode } from "react";
import { Link } from "react-router";

/** The line under the report pages that points to the rules they follow (Regulamin § 9). */
export function RulesNote({ children }: { children?: ReactNode }) {
  return (
    <p className="mt-6 text-sm text-gray-600">
      {children}Zasady opisuje{" "}
      <Link to="/regulamin#dsa" className="font-medium text-brand-700 underline">
        § 9 Regulaminu
      </Link>
      .
    </p>
  );
}
