import type { MessageView } from "@shared/message-types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageItem } from "./message-item";

const NOTICE = "Uwaga: ta wiadomość prosi o wpłatę przed obejrzeniem.";

function render(message: Partial<MessageView>) {
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
  return renderToStaticMarkup(createElement(MessageItem, { message: full, now: new Date() }));
}

describe("MessageItem", () => {
  it("shows a received message's scam notice as a note and its 'Zgłoś' link", () => {
    const html = render({ scamNotice: NOTICE, reportHref: "/zglos/wiadomosc/m1" });
    expect(html).toContain(`<p role="note"`);
    expect(html).toContain(NOTICE);
    expect(html).toContain(`href="/zglos/wiadomosc/m1" aria-label="Zgłoś wiadomość"`);
  });

  it("shows neither when the server sent none (one's own message)", () => {
    const html = render({ mine: true });
    expect(html).not.toContain('role="note"');
    expect(html).not.toContain("Zgłoś");
  });
});
