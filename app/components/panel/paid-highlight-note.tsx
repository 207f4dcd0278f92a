import { Link } from "react-router";

/**
 * Where highlighting is had, on an add form: premium, 'Wyróżnione' and 'Pilne' are paid
 * (/cennik), given by a promotion or an administrator, never ticked by the owner.
 */
export function PaidHighlightNote({ what }: { what: "ogłoszenie" | "usługę" }) {
  return (
    <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700">
      Chcesz wyróżnić {what} (premium, „Wyróżnione”, „Pilne”)? Zobacz{" "}
      <Link to="/cennik" className="font-medium text-brand-700 underline">
        cennik
      </Link>{" "}
      — wyróżnienie włączamy po zamówieniu.
    </p>
  );
}
