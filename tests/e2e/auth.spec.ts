import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { authLink, waitForMail } from "./support/mail.ts";
import { hydrated } from "./support/page-helpers.ts";

const DEMO_PASSWORD = "Okolica2026!";
const CONFIRM_SUBJECT = "Potwierdź adres e-mail w Okolicy";
const RESET_SUBJECT = "Ustaw nowe hasło w Okolicy";

function userMenu(page: Page) {
  // A <summary> until hydration, a button afterwards; named by the text it holds.
  return page
    .getByRole("banner")
    .locator("summary, button")
    .filter({ hasText: "menu użytkownika" });
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Rejestracja" }).click();
  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Nowak");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByLabel("Potwierdź hasło").fill(password);
  await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
  await page.getByRole("button", { name: "Utwórz konto" }).click();
  await expect(page.getByText(/Konto zostało utworzone\. Sprawdź skrzynkę e-mail/)).toBeVisible();
}

test.describe("accounts", () => {
  test("sign-up → confirmation mail → link → wizard → account type → the header shows the role label", async ({
    page,
  }) => {
    const email = uniqueEmail("nowa");
    await signUp(page, email, "Sosnowa-17-Lezajsk");
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    expect(mail.html).toContain("Potwierdź adres e-mail");
    await page.goto(authLink(mail));
    await expect(page).toHaveURL(/\/konfiguracja(\?|$)/);
    await expect(userMenu(page)).toBeVisible();

    // The wizard: choose the account type; the header then shows its role label.
    await page.getByRole("radio", { name: /^Właściciel/ }).check();
    await page.getByRole("button", { name: "Dalej" }).click();
    await expect(page.getByRole("link", { name: "Przejdź do strony głównej" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("właściciel", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Przejdź do strony głównej" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sign-up form checks passwords in Polish", async ({ page }) => {
    await page.goto("/auth?tab=rejestracja");
    await hydrated(page);
    await page.getByLabel("E-mail").fill(uniqueEmail("zle"));
    await page.getByLabel("Hasło", { exact: true }).fill("abc");
    await page.getByLabel("Potwierdź hasło").fill("abd");
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(page.getByText("Hasło musi mieć co najmniej 6 znaków")).toBeVisible();
    await expect(page.getByText("Hasła nie są identyczne")).toBeVisible();

    // The common-password list lives on the server only (the form goes there once it is complete).
    await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await page.getByLabel("Hasło", { exact: true }).fill("qwerty123");
    await page.getByLabel("Potwierdź hasło").fill("qwerty123");
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(page.getByText(/To hasło jest zbyt popularne/)).toBeVisible();
  });

  test("sign-up needs the Regulamin accepted: without the box a Polish error and no account", async ({
    page,
  }) => {
    const email = uniqueEmail("bez-regulaminu");
    await page.goto("/auth?tab=rejestracja");
    // Before hydration the browser's own check of the required box stops the form silently.
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Regulamin" }).first()).toHaveAttribute(
      "href",
      "/regulamin",
    );
    await expect(page.getByRole("link", { name: "Polityce prywatności" })).toHaveAttribute(
      "href",
      "/polityka-prywatnosci",
    );
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Hasło", { exact: true }).fill("Sosnowa-17-Lezajsk");
    await page.getByLabel("Potwierdź hasło").fill("Sosnowa-17-Lezajsk");
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(page.getByText("Aby założyć konto, zaakceptuj Regulamin.")).toBeVisible();
    await expect(page.getByText(/Konto zostało utworzone/)).toHaveCount(0);

    // Nothing was created: the same address then signs up as a new one.
    await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(page.getByText(/Konto zostało utworzone\. Sprawdź skrzynkę e-mail/)).toBeVisible();
  });

  test("POST /api/auth/sign-up/email without the Regulamin accepted is refused", async ({
    page,
  }) => {
    await page.goto("/");
    const email = uniqueEmail("api-bez-regulaminu");
    const response = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "Sosnowa-17-Lezajsk", name: "Ewa Api" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe("Aby założyć konto, zaakceptuj Regulamin.");
  });

  test("a wrong password is refused with a Polish message", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, "wlasciciel@okolica.local", "to-nie-jest-haslo");
    await expect(page.getByRole("alert")).toContainText("Nieprawidłowy e-mail lub hasło.");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("an unconfirmed account cannot sign in and is told why (with a fresh link)", async ({
    page,
  }) => {
    const email = uniqueEmail("niepotwierdzona");
    await signUp(page, email, "Sosnowa-17-Lezajsk");
    await page.getByRole("tab", { name: "Logowanie" }).click();
    await signIn(page, email, "Sosnowa-17-Lezajsk");
    await expect(page.getByRole("alert")).toContainText(
      "Najpierw potwierdź adres e-mail — wysłaliśmy nowy link.",
    );
    await waitForMail(email, CONFIRM_SUBJECT, 2);
  });

  test("password reset through the e-mailed link; the new password signs in", async ({ page }) => {
    const email = uniqueEmail("reset");
    await signUp(page, email, "Sosnowa-17-Lezajsk");
    await page.goto(authLink(await waitForMail(email, CONFIRM_SUBJECT)));
    await expect(page).toHaveURL(/\/konfiguracja/);
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
    // Both tabs have an 'E-mail' field: type into the reset form once it has replaced sign-in.
    const forgot = page.getByRole("form", { name: "Nie pamiętasz hasła?" });
    await forgot.getByLabel("E-mail").fill(email);
    await forgot.getByRole("button", { name: "Wyślij link" }).click();
    await expect(page.getByText(/Jeśli konto z tym adresem istnieje/)).toBeVisible();

    await page.goto(authLink(await waitForMail(email, RESET_SUBJECT)));
    await expect(page).toHaveURL(/\/auth\/nowe-haslo\?token=/);
    await page.getByLabel("Nowe hasło").fill("Jodlowa-42-Lezajsk");
    await page.getByLabel("Potwierdź hasło").fill("Jodlowa-42-Lezajsk");
    await page.getByRole("button", { name: "Zapisz nowe hasło" }).click();
    await expect(
      page.getByText("Hasło zostało zmienione. Możesz się teraz zalogować."),
    ).toBeVisible();

    await signIn(page, email, "Jodlowa-42-Lezajsk");
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenu(page)).toBeVisible();
  });

  test("external sign-in through the local OpenID provider reaches /konfiguracja, which asks for the Regulamin", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Zaloguj przez OpenID (test)" }).click();
    await expect(page).toHaveURL(/\/konfiguracja(\?|$)/);
    await expect(userMenu(page)).toBeVisible();
    // No sign-up form on this path: the wizard asks for the Regulamin before the account type.
    await page.getByRole("button", { name: "Dalej" }).click();
    await expect(page.getByText("Aby założyć konto, zaakceptuj Regulamin.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await page.getByRole("button", { name: "Dalej" }).click();
    await expect(page.getByRole("heading", { name: "Wybierz typ konta" })).toBeVisible();
  });

  test("a guarded page sends to /auth and back after sign-in; the admin sees the admin link", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await signIn(page, "admin@okolica.local", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Panel administratora" }),
    ).toBeVisible();
    // The dashboard counts the demo data: some listings, some of them own ('Własne').
    await expect(page.getByText("Wszystkie ogłoszenia")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Ogłoszenia według źródła" }).getByText("Własne"),
    ).toBeVisible();

    await userMenu(page).click();
    await expect(
      page
        .getByRole("menuitem", { name: "Panel administratora" })
        .or(page.getByRole("link", { name: "Panel administratora" })),
    ).toBeVisible();
    await expect(
      page.getByText("administrator", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test("a non-administrator gets 403 with the Polish text on /admin, and can sign out", async ({
    page,
  }) => {
    await page.goto("/auth");
    await signIn(page, "wlasciciel@okolica.local", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Brak uprawnień" })).toBeVisible();
    await expect(
      page.getByText("Nie masz wystarczających uprawnień do wyświetlenia tej strony."),
    ).toBeVisible();

    // A menu opened while the page hydrates closes again as React takes it over.
    await hydrated(page);
    await userMenu(page).click();
    await page
      .getByRole("menuitem", { name: "Wyloguj się" })
      .or(page.getByRole("button", { name: "Wyloguj się" }))
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  });

  test("signed-in visitors of /auth go home", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, "firma@okolica.local", DEMO_PASSWORD);
    await expect(userMenu(page)).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the user menu is a disclosure: Escape, an outside click and navigation close it", async ({
    page,
  }) => {
    await page.goto("/auth");
    await signIn(page, "firma@okolica.local", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const trigger = userMenu(page);
    const profile = page.getByRole("banner").getByRole("link", { name: "Mój profil" });

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(profile).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.click();
    await expect(profile).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(profile).toBeHidden();

    await trigger.click();
    await profile.click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(profile).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs are links, errors come from the server, sign-in and sign-out work", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Rejestracja" }).click();
    await expect(page).toHaveURL(/\?tab=rejestracja/);
    await page.getByLabel("E-mail").fill(uniqueEmail("nojs"));
    await page.getByLabel("Hasło", { exact: true }).fill("Sosnowa-17-Lezajsk");
    await page.getByLabel("Potwierdź hasło").fill("Sosnowa-17-Lezajsk-2");
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(page.getByText("Hasła nie są identyczne")).toBeVisible();
    await expect(page.getByText("Aby założyć konto, zaakceptuj Regulamin.")).toBeVisible();

    await page.getByRole("tab", { name: "Logowanie" }).click();
    await signIn(page, "posrednik@okolica.local", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await userMenu(page).click();
    await expect(page.getByRole("link", { name: "Mój profil" })).toHaveAttribute("href", "/profil");
    await expect(
      page.getByText("pośrednik", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  });
});
