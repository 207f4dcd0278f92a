import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The one table of URLs (DOMAIN.md, spec §2). Category pages share one module; each path gets
 * its own id. Aliases and old English paths redirect (301) to the canonical URL.
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
  route("profil", "routes/profile.tsx"),
  route("profile", "routes/profile-redirect.tsx"),
  route("panel", "routes/panel.tsx"),
  route("admin", "routes/admin.tsx"),
  route("agencja/:id", "routes/agency.tsx"),

  route("pomoc", "routes/help.tsx"),
  route("cennik", "routes/pricing.tsx"),
  route("regulamin", "routes/terms.tsx"),
  route("polityka-prywatnosci", "routes/privacy.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
