import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";
import { DEMO_PASSWORD } from "./support/panel-forms.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * Roles add panel tabs and never take away the management of what an account owns: the demo
 * owner, given the company role by the administrator, still edits and renews her listings. Its
 * own server (the demo data, a 7-day listing lifetime so every listing offers "Odśwież"), since
 * the role would change the shared demo owner for other specs.
 */

const OWNER = "wlasciciel@okolica.local";

test.describe
  .serial("an owner given a second role", () => {
    let scratch: string;
    let server: RunningServer | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      scratch = mkdtempSync(path.join(tmpdir(), "okolica-e2e-roles-"));
      server = await startServer({
        dataDir: path.join(scratch, "data"),
        env: { LISTING_LIFETIME_DAYS: "7", TRUSTED_PROXY_ADDRESSES: "loopback" },
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      rmSync(scratch, { recursive: true, force: true });
    });

    async function signIn(browser: Browser, email: string): Promise<Page> {
      const page = await newPerson(browser, server?.url);
      await page.goto("/auth");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Zaloguj się" }).click();
      await expect(page).not.toHaveURL(/\/auth/);
      return page;
    }

    test("keeps her listings: the tab, the add dialog, editing and renewing", async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const admin = await signIn(browser, "admin@okolica.local");
      await admin.goto(`/admin/users?q=${encodeURIComponent(OWNER)}`);
      await hydrated(admin);
      await admin.getByRole("button", { name: /^Dodaj rolę firma:/ }).click();
      await expect(toast(admin, "Dodano rolę firma.")).toBeVisible();

      const owner = await signIn(browser, OWNER);
      // The company's tab leads; the listings tab is still there.
      await owner.goto("/panel");
      await expect(owner).toHaveURL(/\/panel\/company/);
      const nav = owner.getByRole("navigation", { name: "Sekcje panelu" });
      await expect(nav.getByRole("link", { name: "Firma" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Moje ogłoszenia" })).toBeVisible();

      await owner.goto("/panel/properties?action=add-property");
      await expect(owner).toHaveURL(/\/panel\/properties\?action=add-property/);
      await expect(owner.getByRole("dialog", { name: "Dodaj ogłoszenie" })).toBeVisible();

      await owner.goto("/panel/properties");
      await hydrated(owner);
      await owner
        .getByRole("link", { name: /^Edytuj ogłoszenie: / })
        .first()
        .click();
      const edit = owner.getByRole("dialog", { name: "Edytuj ogłoszenie" });
      await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(toast(owner, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();
      await expect(edit).toBeHidden();

      const renew = owner.getByRole("button", { name: /^Odśwież ogłoszenie: / }).first();
      const title = ((await renew.getAttribute("aria-label")) ?? "").replace(
        "Odśwież ogłoszenie: ",
        "",
      );
      await renew.click();
      await expect(toast(owner, "Ogłoszenie odświeżone.")).toBeVisible();
      const row = owner.getByRole("article").filter({ hasText: title });
      await expect(row.getByText("Wygasa za 7 dni")).toBeVisible();
    });

    test("keeps the listings tab while she owns listings, even with the owner's role taken away", async ({
      browser,
    }) => {
      const admin = await signIn(browser, "admin@okolica.local");
      await admin.goto(`/admin/users?q=${encodeURIComponent(OWNER)}`);
      await hydrated(admin);
      await admin.getByRole("button", { name: /^Usuń rolę właściciel:/ }).click();
      await expect(toast(admin, "Usunięto rolę właściciel.")).toBeVisible();

      const owner = await signIn(browser, OWNER);
      await owner.goto("/panel/properties");
      await expect(owner).toHaveURL(/\/panel\/properties$/);
      await hydrated(owner);
      const nav = owner.getByRole("navigation", { name: "Sekcje panelu" });
      await expect(nav.getByRole("link", { name: "Moje ogłoszenia" })).toBeVisible();
      await expect(owner.getByRole("link", { name: /^Edytuj ogłoszenie: / }).first()).toBeVisible();
    });
  });
