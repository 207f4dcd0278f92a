// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplyForm } from "./reply-form";

const CONVERSATION = "11111111-1111-4111-8111-111111111111";

/** What /api/wiadomosci answers (the browser's fetch is the boundary: the server is not here). */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let sent: FormData[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(init.body as FormData);
    return Response.json(answer.body, { status: answer.status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Reply() {
  return <ReplyForm conversationId={CONVERSATION} />;
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: "/panel/messages", Component: Reply, loader: () => null },
  ]);
  render(<Stub initialEntries={["/panel/messages"]} />);
}

describe("ReplyForm (the form layer)", () => {
  it("refuses an empty reply at the text, in Polish, without sending it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Wyślij" }));
    const text = screen.getByLabelText("Twoja odpowiedź");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    const described = (text.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Napisz wiadomość lub dodaj załącznik.",
    );
    expect(sent).toEqual([]);
  });

  it("keeps the typed text when the API refuses it, and sends the reply's fields", async () => {
    const user = userEvent.setup();
    const refusal = "Ta osoba usunęła konto – nie można już odpowiedzieć w tej rozmowie.";
    answer = { status: 400, body: { error: { code: "invalid", message: refusal } } };
    renderForm();
    await user.type(await screen.findByLabelText("Twoja odpowiedź"), "Dziękuję, do jutra.");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));

    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect((screen.getByLabelText("Twoja odpowiedź") as HTMLTextAreaElement).value).toBe(
      "Dziękuję, do jutra.",
    );
    expect(sent[0]?.get("conversationId")).toBe(CONVERSATION);
    expect(sent[0]?.get("content")).toBe("Dziękuję, do jutra.");
  });
});
