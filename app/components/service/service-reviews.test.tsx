// @vitest-environment happy-dom
import { getZodConstraint } from "@conform-to/zod/v4";
import { reviewSchema } from "@shared/review-schemas";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ActionFunctionArgs, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import type { Viewer } from "./service-detail";
import { type ReviewData, ServiceReviews } from "./service-reviews";

afterEach(cleanup);

const MINE: ReviewData = {
  id: "r1",
  rating: 4,
  text: "Solidnie i w terminie.",
  author: "Jan K.",
  createdAt: new Date("2026-03-05T10:00:00Z"),
  updatedAt: new Date("2026-03-05T10:00:00Z"),
  mine: true,
  reportHref: null,
};

/** The page's action as far as the form sees it: the schema's refusal (app/http/action-reply). */
async function checkReview({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  posted.push(Object.fromEntries(form));
  if (form.get("intent") === "delete-review") {
    return { intent: "delete-review", ok: true, message: "Opinia została usunięta." };
  }
  return refused("review", parseSubmission(form, reviewSchema));
}
let posted: Record<string, FormDataEntryValue>[] = [];

/** What the stub's route renders (set by renderReviews). */
let shown: { reviews: ReviewData[]; viewer: Viewer } = { reviews: [], viewer: null };
function Reviews() {
  return (
    <ServiceReviews
      {...shown}
      rating={null}
      reviewCount={0}
      constraint={getZodConstraint(reviewSchema)}
    />
  );
}
const Stub = createRoutesStub([
  { path: "/usluga/:param", Component: Reviews, action: checkReview },
]);

function renderReviews(reviews: ReviewData[], viewer: Viewer = { signedIn: true, isOwner: false }) {
  posted = [];
  shown = { reviews, viewer };
  render(<Stub initialEntries={["/usluga/abc"]} />);
}

describe("ServiceReviews form (the form layer)", () => {
  it("shows the action's Polish errors at the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderReviews([]);
    const text = await screen.findByLabelText("Treść opinii");
    expect(screen.getByText("Od 10 do 2000 znaków.")).toBeTruthy();
    await user.type(text, "krótko");
    await user.click(screen.getByRole("button", { name: "Dodaj opinię" }));

    expect(await screen.findByText("Wybierz ocenę od 1 do 5.")).toBeTruthy();
    const field = screen.getByLabelText("Treść opinii");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Opinia musi mieć od 10 do 2000 znaków.",
    );
    expect((field as HTMLTextAreaElement).value).toBe("krótko");
    // Our Polish messages, never the browser's bubbles; the rating group says it is wrong.
    expect(field.closest("form")?.noValidate).toBe(true);
    expect(screen.getByRole("group", { name: "Ocena" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("edits the viewer's review, and withdraws it without a rating or text check", async () => {
    const user = userEvent.setup();
    renderReviews([MINE]);
    expect(await screen.findByRole("heading", { name: "Edytuj swoją opinię" })).toBeTruthy();
    expect((screen.getByLabelText("4 gwiazdki") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Treść opinii") as HTMLTextAreaElement).value).toBe(MINE.text);
    await user.click(screen.getByRole("button", { name: "Usuń opinię" }));
    expect(await screen.findByText("Opinia została usunięta.")).toBeTruthy();
    expect(posted).toEqual([{ intent: "delete-review", rating: "4", text: MINE.text }]);
  });

  it("asks a signed-out visitor to sign in instead of showing the form", () => {
    renderReviews([], null);
    expect(screen.getByRole("link", { name: "Zaloguj się" }).getAttribute("href")).toBe(
      "/auth?redirectTo=%2Fusluga%2Fabc",
    );
    expect(screen.queryByLabelText("Treść opinii")).toBeNull();
  });
});
