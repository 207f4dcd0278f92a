// @vitest-environment happy-dom

import type { MessageView } from "@shared/message-types";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MessageItem } from "./message-item";

afterEach(cleanup);

const NOTICE = "Uwaga: ta wiadomość prosi o wpłatę przed obejrzeniem.";

function renderItem(message: Partial<MessageView>) {
  const full: MessageView = {
    id: "m1",
    mine: false,
    subject: "Wiadomość",
    content: "Przed obejrzeniem proszę o zaliczkę.",
    createdAt: new Date("2026-03-05T10:00:00Z"),
    isRead: true,
    attachments: [],
    scamNotice: null,
    reportHref: null,
    ...message,
  };
  render(<MessageItem message={full} now={new Date()} />);
}

describe("MessageItem", () => {
  it("shows a received message's scam notice as a note and its 'Zgłoś' link", () => {
    renderItem({ scamNotice: NOTICE, reportHref: "/zglos/wiadomosc/m1" });
    expect(screen.getByRole("note").textContent).toBe(NOTICE);
    expect(screen.getByRole("link", { name: "Zgłoś wiadomość" }).getAttribute("href")).toBe(
      "/zglos/wiadomosc/m1",
    );
  });

  it("shows neither when the server sent none (one's own message)", () => {
    renderItem({ mine: true });
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.queryByRole("link", { name: /Zgłoś/ })).toBeNull();
  });
});
