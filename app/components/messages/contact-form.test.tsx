// @vitest-environment happy-dom
import { getZodConstraint } from "@conform-to/zod/v4";
import { contactMessageSchema } from "@shared/message-schemas";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageContactForm } from "./contact-form";

const constraint = getZodConstraint(contactMessageSchema);

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

function Contact() {
  return (
    <MessageContactForm
      target={{ propertyId: "p1" }}
      title="Dom w Leżajsku"
      constraint={constraint}
    />
  );
}

function renderForm() {
  const Stub = createRoutesStub([{ path: "/nieruchomosc/:id", Component: Contact }]);
  render(<Stub initialEntries={["/nieruchomosc/p1"]} />);
}

describe("MessageContactForm (the form layer)", () => {
  it("shows the API's refusal at the field, in Polish, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = "Wypełnij temat i treść wiadomości.";
    answer = {
      status: 400,
      body: { error: { code: "invalid", message: refusal, fields: { subject: refusal } } },
    };
    renderForm();
    const subject = screen.getByLabelText("Temat");
    expect((subject as HTMLInputElement).value).toBe("Pytanie dotyczące: Dom w Leżajsku");
    await user.clear(subject);
    await user.type(subject, "   ");
    await user.type(screen.getByLabelText("Treść wiadomości"), "Dzień dobry");
    await user.click(screen.getByRole("button", { name: "Wyślij wiadomość" }));

    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    const field = screen.getByLabelText("Temat");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      refusal,
    );
    expect((screen.getByLabelText("Treść wiadomości") as HTMLTextAreaElement).value).toBe(
      "Dzień dobry",
    );
    expect(sent[0]?.get("propertyId")).toBe("p1");
  });

  it("starts afresh after sending, with the link to the conversation", async () => {
    const user = userEvent.setup();
    answer = {
      status: 200,
      body: { ok: true, messageId: "m1", conversationId: "11111111-1111-4111-8111-111111111111" },
    };
    renderForm();
    await user.type(screen.getByLabelText("Treść wiadomości"), "Czy oferta jest aktualna?");
    await user.click(screen.getByRole("button", { name: "Wyślij wiadomość" }));

    const link = await screen.findByRole("link", { name: "Przejdź do rozmowy" });
    expect(link.getAttribute("href")).toBe(
      "/panel/messages?c=11111111-1111-4111-8111-111111111111",
    );
    expect((screen.getByLabelText("Treść wiadomości") as HTMLTextAreaElement).value).toBe("");
    expect(sent[0]?.get("content")).toBe("Czy oferta jest aktualna?");
  });
});
