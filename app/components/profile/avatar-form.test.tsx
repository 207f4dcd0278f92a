// @vitest-environment happy-dom
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AvatarForm } from "./avatar-form";

afterEach(cleanup);

function Profile() {
  const result = useActionData<FormResult>();
  return <AvatarForm avatarUrl={null} initials="JK" result={result} />;
}

const TOO_LARGE: FormResult = {
  intent: "avatar",
  ok: false,
  title: "Plik za duży",
  message: "Maksymalny rozmiar pliku to 5MB.",
};

/** The page as the server renders it after refusing a body over the limit (413). */
function RefusedAsTooLarge() {
  return <AvatarForm avatarUrl={null} initials="JK" result={TOO_LARGE} />;
}

function renderForm(action: () => unknown = () => null, Component = Profile) {
  const Stub = createRoutesStub([{ path: "/profil", Component, action }]);
  render(<Stub initialEntries={["/profil"]} />);
}

describe("AvatarForm (the form layer)", () => {
  it("refuses a file that is not a picture at the field, before anything is sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.upload(
      screen.getByLabelText("Zdjęcie profilowe"),
      new File(["tekst"], "cv.txt", { type: "text/plain" }),
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Nieprawidłowy typ pliku")).toBeTruthy();
    expect(alert.textContent).toContain("Proszę wybrać plik obrazu.");
    expect(posted).toBe(0);
  });

  it("asks for a file when the form is sent without one", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.click(screen.getByRole("button", { name: "Wgraj zdjęcie" }));
    const input = screen.getByLabelText("Zdjęcie profilowe");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain("Proszę wybrać plik obrazu.");
    expect(posted).toBe(0);
  });

  it("shows the server's refusal of a file too large (413) in the form", () => {
    renderForm(() => null, RefusedAsTooLarge);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Plik za duży")).toBeTruthy();
    expect(alert.textContent).toContain("Maksymalny rozmiar pliku to 5MB.");
  });
});
