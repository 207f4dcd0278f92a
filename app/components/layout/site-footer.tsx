import type { ServiceCategory } from "@shared/categories";
import { PROPERTY_CATEGORIES } from "@shared/categories";
import type { Operator } from "@shared/operator";
import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "./logo";

type Props = {
  logoUrl: string | null;
  serviceCategories: readonly ServiceCategory[];
  year: number;
  operator: Operator;
};

const heading = "text-sm font-semibold tracking-wide text-white uppercase";
const link = "text-sm text-gray-300 hover:text-white hover:underline";

/** The footer's content; the <footer> element around it is site-shell.tsx's. */
export function SiteFooter({ logoUrl, serviceCategories, year, operator }: Props) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <Link to="/" className="inline-block">
            <Logo src={logoUrl} inverted />
            <span className="sr-only"> — strona główna</span>
          </Link>
          <p className="text-sm leading-relaxed text-gray-400">
            Lokalny serwis ogłoszeń z Leżajska i 14 okolicznych miejscowości. Mieszkania, domy,
            działki i lokale od właścicieli, pośredników i z największych portali — oraz sprawdzone
            firmy usługowe z sąsiedztwa.
          </p>
        </div>

        <nav aria-labelledby="footer-properties">
          <h2 id="footer-properties" className={heading}>
            Nieruchomości
          </h2>
          <ul className="mt-4 space-y-2">
            {PROPERTY_CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/${c.slug}`} className={link}>
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            Usługi
          </h2>
          <ul className="mt-4 space-y-2">
            {serviceCategories.slice(0, 6).map((c) => (
              <li key={c.slug}>
                <Link to={`/usluga/${c.slug}`} className={link}>
                  {c.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/uslugi" className={`${link} font-medium text-brand-100`}>
                Wszystkie usługi
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Kontakt</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              <a href={`mailto:${operator.email}`} className={link}>
                {operator.email}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              <span>
                {operator.name}
                <br />
                {operator.address}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {year} Okolica. Wszelkie prawa zastrzeżone.</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/regulamin" className={link}>
                Regulamin
              </Link>
            </li>
            <li>
              <Link to="/polityka-prywatnosci" className={link}>
                Polityka prywatności
              </Link>
            </li>
            <li>
              <Link to="/cennik" className={link}>
                Cennik
              </Link>
            </li>
            <li>
              <Link to="/pomoc" className={link}>
                Pomoc
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
