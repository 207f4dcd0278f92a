// @vitest-environment happy-dom

import type { AgencyMembership } from "@shared/agency-membership";
import { MEMBERSHIP_TEXT, membershipSchema } from "@shared/agency-membership";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { accepted, parseSubmission, refused } from "~/http/action-reply.server";
import { Toaster } from "../ui/toast";
import { AgencyMembershipBox } from "./agency-membership";

afterEach(cleanup);

const AGENCY_ID = "9b2f6f0e-4c1a-4f55-9a7e-2f0d7f3c1a11";

let shown: AgencyMembership = { invitations: [], agency: null };

function Page() {
  return (
    <>
      <AgencyMembershipBox membership={shown} />
      <Toaster />
    </>
  );
}

/** The box on /panel with the toasts, and the action answering each post with `answer`. */
function renderBox(membership: AgencyMembership, answer: (form: FormData) => unknown = () => null) {
  shown = membership;
  const Stub = createRoutesStub([
    {
      path: "/panel",
      Component: Page,
      action: async ({ request }) => answer(await request.formData()),
    },
  ]);
  return render(<Stub initialEntries={["/panel"]} />);
}

const invitation = {
  invitations: [{ agencyId: AGENCY_ID, agencyName: "Biuro <Leżajsk>", position: "agent" }],
  agency: null,
};

describe("AgencyMembershipBox", () => {
  it("shows an invitation with the agency's name and posts the answer with the agency", async () => {
    const user = userEvent.setup();
    const posted: Record<string, FormDataEntryValue>[] = [];
    renderBox(invitation, (form) => {
      posted.push(Object.fromEntries(form));
      const submission = parseSubmission(form, membershipSchema);
      return accepted("agency-invitation-accept", submission, {
        message: MEMBERSHIP_TEXT.accepted,
        title: "Sukces",
      });
    });
    const box = screen.getByRole("region", { name: "Zaproszenie od agencji Biuro <Leżajsk>" });
    expect(within(box).getByRole("heading").textContent).toBe(
      "Zaproszenie do agencji Biuro <Leżajsk>",
    );
    expect(screen.queryByRole("button", { name: "Opuść agencję" })).toBeNull();
    await user.click(within(box).getByRole("button", { name: "Akceptuj" }));
    expect(await screen.findByText(MEMBERSHIP_TEXT.accepted)).toBeTruthy();
    expect(posted).toEqual([{ intent: "agency-invitation-accept", agencyId: AGENCY_ID }]);
  });

  it("tells in Polish why the server refused the answer", async () => {
    const user = userEvent.setup();
    renderBox(invitation, (form) =>
      refused("agency-invitation-decline", parseSubmission(form, membershipSchema), {
        title: "Błąd",
        message: MEMBERSHIP_TEXT.stale,
        status: 404,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Odrzuć" }));
    expect((await screen.findByRole("alert")).textContent).toContain(MEMBERSHIP_TEXT.stale);
  });

  it("leaves the current agency only after the confirmation", async () => {
    const user = userEvent.setup();
    const posted: Record<string, FormDataEntryValue>[] = [];
    renderBox(
      {
        invitations: [],
        agency: { agencyId: AGENCY_ID, agencyName: "Nieruchomości Leżajsk", position: "agent" },
      },
      (form) => {
        posted.push(Object.fromEntries(form));
        const submission = parseSubmission(form, membershipSchema);
        return accepted("agency-leave", submission, {
          message: MEMBERSHIP_TEXT.left,
          title: "Sukces",
        });
      },
    );
    expect(screen.getByRole("region", { name: "Twoja agencja" }).textContent).toContain(
      "Nieruchomości Leżajsk",
    );
    await user.click(screen.getByRole("button", { name: "Opuść agencję" }));
    const dialog = await screen.findByRole("dialog");
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Opuść agencję" }));
    expect(await screen.findByText(MEMBERSHIP_TEXT.left)).toBeTruthy();
    expect(posted).toEqual([{ intent: "agency-leave", agencyId: AGENCY_ID }]);
  });

  it("shows nothing without an invitation or an agency", () => {
    renderBox({ invitations: [], agency: null });
    expect(screen.queryAllByRole("region")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Akceptuj" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Opuść agencję" })).toBeNull();
  });
});
