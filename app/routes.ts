import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The one table of URLs (docs/vocabulary.md "URLs", docs/spec/marketplace.md §2 and
 * docs/spec/panel.md §2). Category pages share one module; each path gets its own id. Aliases and
 * old English paths redirect (301) to the canonical URL.
 */
export default [
  index("routes/home.tsx"),

  // Property categories, each optionally narrowed to one of the 15 locations.
  route("mieszkania/:location?", "routes/category.tsx", { id: "category-mieszkania" }),
  route("domy/:location?", "routes/category.tsx", { id: "category-domy" }),
  route("dzialki/:location?", "routes/category.tsx", { id: "category-dzialki" }),
  route("komercja/:location?", "routes/category.tsx", { id: "category-komercja" }),
  route("lokale/:location?", "routes/category-alias.tsx", { id: "alias-lokale" }),
  route("komercyjne/:location?", "routes/category-alias.tsx", { id: "alias-komercyjne" }),
  route("search", "routes/search.tsx"),

  route("nieruchomosc/:id", "routes/listing-detail.tsx"),
  route("property/:id", "routes/property-redirect.tsx"),
  route("api/nieruchomosci/:id/wyswietlenie", "routes/api-listing-view.ts"),
  route("api/nieruchomosci/:id/archiwizuj", "routes/api-listing-archive.ts"),

  route("uslugi", "routes/services.tsx"),
  route("usluga/:param", "routes/service-param.tsx"),

  route("api/auth/*", "routes/api-auth.ts"),
  route("api/wiadomosci", "routes/api-messages.ts"),
  route("api/obserwowane", "routes/api-favourites.ts"),
  route("api/import-properties", "routes/api-import-properties.ts"),
  route("api/zalaczniki/:id", "routes/api-attachment.ts"),
  route("api/wydarzenia", "routes/api-events.ts"),
  route("api/uslugi/:id/wyswietlenie", "routes/api-service-view.ts"),
  route("api/uslugi/:id/telefon", "routes/api-service-phone.ts"),
  route("api/services/:id/view", "routes/api-service-moved.ts", { id: "moved-service-view" }),
  route("api/services/:id/phone", "routes/api-service-moved.ts", { id: "moved-service-phone" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/nowe-haslo", "routes/auth-reset-password.tsx"),
  route("wyloguj", "routes/sign-out.ts"),
  route("konfiguracja", "routes/setup.tsx"),
  route("dodaj-ogloszenie", "routes/add-listing.tsx"),
  route("profil", "routes/profile.tsx"),
  route("profile", "routes/profile-redirect.tsx"),
  // The panel: the layout checks the sign-in and shows the tab bar; one route per tab.
  route("panel", "routes/panel/layout.tsx", [
    index("routes/panel/index.tsx"),
    route("properties", "routes/panel/properties.tsx"),
    route("services", "routes/panel/services.tsx"),
    route("messages", "routes/panel/messages.tsx"),
    route("profile", "routes/panel/profile.tsx"),
    route("searches", "routes/panel/searches.tsx"),
    route("stats", "routes/panel/stats.tsx"),
    route("company", "routes/panel/company.tsx"),
    route("agency", "routes/panel/agency.tsx"),
    route("agents", "routes/panel/agents.tsx"),
  ]),
  route("admin", "routes/admin.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("listings", "routes/admin/listings.tsx"),
    route("services", "routes/admin/services.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("import", "routes/admin/first-section.tsx", { id: "admin-import" }),
    route("import/portals", "routes/admin/import-portals.tsx"),
    route("import/json", "routes/admin/import-json.tsx"),
    route("promotion", "routes/admin/first-section.tsx", { id: "admin-promotion" }),
    route("promotion/plans", "routes/admin/plans.tsx"),
    route("promotion/listings", "routes/admin/promotions.tsx", { id: "admin-promotion-listings" }),
    route("promotion/services", "routes/admin/promotions.tsx", { id: "admin-promotion-services" }),
    route("settings", "routes/admin/settings.tsx"),
    route("moderation", "routes/admin/moderation.tsx"),
  ]),
  route("admin/przejrzystosc.csv", "routes/admin-moderation-figures.ts"),
  route("agencja/:id", "routes/agency.tsx"),

  route("obserwowane", "routes/favourites.tsx"),
  route("alerty/wypisz/:token", "routes/alert-unsubscribe.tsx"),
  route("ogloszenie/odswiez/:token", "routes/listing-renew.tsx"),
  route("zglos/potwierdz/:token", "routes/report-confirm.tsx"),
  route("zglos/wyslane", "routes/report-sent.tsx"),
  route("zglos/:kind/:id", "routes/report.tsx"),
  route("decyzja/:token", "routes/decision.tsx"),
  route("moje-dane/:id", "routes/data-export.tsx"),
  route("moje-dane/:id/plik", "routes/data-export-file.ts"),
  route("pomoc", "routes/help.tsx"),
  route("cennik", "routes/pricing.tsx"),
  route("regulamin", "routes/terms.tsx"),
  route("polityka-prywatnosci", "routes/privacy.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
