import { reviewSchema } from "@shared/review-schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceReviews } from "./service-reviews";

function Reviews() {
  return (
    <ServiceReviews
      serviceId="11111111-1111-4111-8111-111111111111"
      reviews={[]}
      viewer={{ signedIn: true, isOwner: false }}
      rating={null}
      reviewCount={0}
    />
  );
}
const Stub = createRoutesStub([{ path: "/usluga/:param", Component: Reviews }]);

describe("ServiceReviews form", () => {
  it("leaves checking to our Polish messages, not the browser's own bubbles", () => {
    const html = renderToStaticMarkup(<Stub initialEntries={["/usluga/x"]} />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form.toLowerCase()).toContain("novalidate");
    // No constraint the browser would report in its own (maybe English) words.
    expect(html.toLowerCase()).not.toMatch(/ required=""| minlength=/);
  });

  it("checks with one schema, whose messages are Polish", () => {
    const result = reviewSchema.safeParse({ rating: "", text: "krótko" });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual([
      ["rating", "Wybierz ocenę od 1 do 5."],
      ["text", "Opinia musi mieć od 10 do 2000 znaków."],
    ]);
  });
});
