import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/page-helpers";

/**
 * The filter sheet on a phone (search-filters-panel.tsx, app/app.css) with filters set: every
 * control inside the screen with one left inset, no empty stretch between the fields, and the
 * prices grouped as the chips show them ('400 000'), which the server still reads, as it reads
 * '350.000' typed by hand.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const FILTERED =
  "/mieszkania?transaction=sprzedaz&priceMin=150000&priceMax=400000&rooms=2&market=wtorny&floor=1-3&yearMin=1990";
/** A plain, no-break or narrow no-break space between digit groups. */
const GROUP = "[ \\u00a0\\u202f]";

test("the sheet fits the screen, keeps one inset, has no gap and groups the prices", async ({
  page,
}) => {
  await page.goto(FILTERED);
  await hydrated(page);
  await page.getByRole("button", { name: /^Filtry \(\d+\)$/ }).tap();
  const sheet = page.getByRole("dialog", { name: "Filtry" });
  await expect(sheet).toBeVisible();
  const form = sheet.getByRole("form", { name: "Filtry wyszukiwania" });

  await expect(form.getByLabel("Cena do (zł)")).toHaveValue(new RegExp(`^400${GROUP}000$`));
  await expect(form.getByLabel("Cena od (zł)")).toHaveValue(new RegExp(`^150${GROUP}000$`));
  // A year is no amount: never grouped.
  await expect(form.getByLabel("Rok budowy od")).toHaveValue("1990");
  await expect(page.getByRole("link", { name: /Usuń filtr: Cena do 400\s000/ })).toBeVisible();

  await page.screenshot({ path: "test-results/filter-sheet-390.png", fullPage: false });
  await sheet.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await page.screenshot({ path: "test-results/filter-sheet-390-bottom.png", fullPage: false });

  // Nothing scrolls sideways, and no control's box leaves the screen.
  expect(await sheet.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  // The fields and the town choice's button (the sheet's close button aside).
  const fields = form
    .locator("input, select, button[popovertarget]:not([popovertargetaction])")
    .filter({ visible: true });
  const boxes: { x: number; y: number; width: number; height: number }[] = [];
  for (const field of await fields.all()) {
    const box = await field.boundingBox();
    if (!box) throw new Error("a field without a box");
    expect(box.x, await field.evaluate((el) => el.id || el.outerHTML)).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    boxes.push(box);
  }
  expect(boxes.length).toBeGreaterThanOrEqual(12);

  // One left inset: the left column's fields all start where the first one does.
  const inset = Math.min(...boxes.map((b) => b.x));
  expect(inset).toBeGreaterThanOrEqual(12);
  const leftColumn = boxes.filter((b) => b.x < 390 / 2);
  for (const box of leftColumn) expect(box.x).toBeCloseTo(inset, 0);
  // And the right edge the same inset away from the screen's.
  expect(390 - Math.max(...boxes.map((b) => b.x + b.width))).toBeCloseTo(inset, 0);
  // The pinned button too.
  const show = await form.getByRole("button", { name: /^Pokaż/ }).boundingBox();
  expect(show?.x).toBeCloseTo(inset, 0);
  // No empty stretch: from one row of fields to the next there is only a label.
  const rows = [...new Set(boxes.map((b) => Math.round(b.y)))].sort((a, b) => a - b);
  const bottomOf = (top: number) =>
    Math.max(...boxes.filter((b) => Math.round(b.y) === top).map((b) => b.y + b.height));
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i] - bottomOf(rows[i - 1]), `the gap above the row at ${rows[i]}`).toBeLessThan(40);
  }
});

test("a price typed with dots or spaces is read as the amount", async ({ page }) => {
  await page.goto("/mieszkania");
  await hydrated(page);
  await page.getByRole("button", { name: "Filtry (0)" }).tap();
  const form = page.getByRole("form", { name: "Filtry wyszukiwania" });
  await form.getByLabel("Cena od (zł)").fill("150 000");
  await form.getByLabel("Cena do (zł)").fill("350.000");
  await form.getByRole("button", { name: /^Pokaż/ }).tap();
  await expect(page.getByRole("link", { name: /Usuń filtr: Cena do 350\s000/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Usuń filtr: Cena od 150\s000/ })).toBeVisible();
  await page.getByRole("button", { name: "Filtry (2)" }).tap();
  await expect(form.getByLabel("Cena do (zł)")).toHaveValue(new RegExp(`^350${GROUP}000$`));
});
