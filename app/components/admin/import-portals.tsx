/** The import from a portal's search results page. */
export function PortalImport() {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
