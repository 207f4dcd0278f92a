import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import S3rver from "s3rver";
import { expect, test } from "./support/fixtures.ts";
import { unique } from "./support/live-page.ts";
import { newPerson, toast } from "./support/page-helpers.ts";
import { fillRequired, openPanel, PANEL, png, signInTo } from "./support/panel-forms.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { workerEnv } from "./support/workers.ts";

/**
 * A listing's photo files are its own, through the panel forms on the S3 driver (whose public
 * URLs are absolute, so a user can paste one as a photo link): a broker's listing that links an
 * owner's photo (stored as the broker's own copy), edited to drop it and deleted, never deletes the owner's
 * files.
 */

const BUCKET = "okolica-e2e-photos";
// s3rver's fixed development credentials.
const S3_KEY = "S3RVER";

test.describe
  .serial("photo files belong to the listing that stored them (S3)", () => {
    let scratch: string;
    let s3: S3rver | undefined;
    let server: RunningServer | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      scratch = mkdtempSync(path.join(tmpdir(), "okolica-e2e-photos-"));
      s3 = new S3rver({
        address: "127.0.0.1",
        port: 0,
        directory: path.join(scratch, "s3"),
        silent: true,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port } = await s3.run();
      const dataDir = path.join(scratch, "data");
      // The shared e2e server has rendered the demo pictures already: the seed skips those.
      const demo = path.join(workerEnv("E2E_DATA_DIR") ?? "", "uploads", "demo");
      if (existsSync(demo))
        cpSync(demo, path.join(dataDir, "uploads", "demo"), { recursive: true });
      server = await startServer({
        dataDir,
        env: {
          STORAGE_DRIVER: "s3",
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_REGION: "us-east-1",
          S3_BUCKET: BUCKET,
          S3_ACCESS_KEY_ID: S3_KEY,
          S3_SECRET_ACCESS_KEY: S3_KEY,
          TRUSTED_PROXY_ADDRESSES: "loopback",
        },
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      await s3?.close();
      rmSync(scratch, { recursive: true, force: true });
    });

    /** Adds a listing from the panel's dialog, its photos given by `addPhotos`. */
    async function addListing(page: Page, title: string, addPhotos: (page: Page) => Promise<void>) {
      await openPanel(page, "/panel/properties?action=add-property");
      const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
      await fillRequired(dialog, title);
      await addPhotos(page);
      await expect(dialog.getByText("Zdjęcie główne")).toBeVisible();
      await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
      await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    async function person(browser: Browser, email: string): Promise<Page> {
      const page = await newPerson(browser, server?.url);
      await signInTo(page, email, PANEL);
      return page;
    }

    async function deleteListing(page: Page, title: string) {
      await openPanel(page);
      await page.getByRole("button", { name: `Usuń ogłoszenie: ${title}` }).click();
      const confirm = page.getByRole("dialog", {
        name: "Czy na pewno chcesz usunąć to ogłoszenie?",
      });
      await confirm.getByRole("button", { name: "Usuń" }).click();
      await expect(toast(page, "Sukces", "Ogłoszenie zostało usunięte.")).toBeVisible();
    }

    test("a broker links an owner's photo, drops it and deletes the listing; the photo stays", async ({
      browser,
    }) => {
      // Each linked photo is now copied and re-encoded as the broker's own: three saves more work.
      test.setTimeout(120_000);
      const owner = await person(browser, "wlasciciel@okolica.local");
      const ownTitle = unique("Mieszkanie ze zdjęciem");
      const file = { name: "salon.png", mimeType: "image/png", buffer: await png() };
      await addListing(owner, ownTitle, (page) =>
        page.getByLabel("Wybierz pliki").setInputFiles(file),
      );
      const href =
        (await owner.getByRole("link", { name: ownTitle, exact: true }).getAttribute("href")) ?? "";
      await owner.goto(href);
      const image = owner
        .locator(`main img[src^="http://127.0.0.1:"][src*="/${BUCKET}/listings/"]`)
        .first();
      await expect(image).toBeVisible();
      const photo = (await image.getAttribute("src")) ?? "";
      const answers = async () => (await owner.request.get(photo)).status();
      expect(await answers()).toBe(200);

      const broker = await person(browser, "posrednik@okolica.local");
      const linkPhoto = async (page: Page) => {
        await page.getByLabel("Adres URL zdjęcia").fill(photo);
        await page.getByRole("button", { name: "Dodaj zdjęcie z adresu URL" }).click();
      };
      // Edited to drop the linked photo.
      const edited = unique("Link do cudzego zdjęcia");
      await addListing(broker, edited, linkPhoto);
      await openPanel(broker);
      await broker.getByRole("link", { name: `Edytuj ogłoszenie: ${edited}` }).click();
      const edit = broker.getByRole("dialog", { name: "Edytuj ogłoszenie" });
      await edit.getByRole("button", { name: "Usuń zdjęcie 1" }).click();
      await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(toast(broker, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();
      expect(await answers()).toBe(200);
      await deleteListing(broker, edited);
      // Deleted with the linked photo.
      const deleted = unique("Link do cudzego zdjęcia");
      await addListing(broker, deleted, linkPhoto);
      await deleteListing(broker, deleted);

      expect(await answers()).toBe(200);
      await owner.goto(href);
      await expect(owner.locator(`main img[src="${photo}"]`).first()).toBeVisible();
      await owner.context().close();
      await broker.context().close();
    });
  });
