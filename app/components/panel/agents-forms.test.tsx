// @vitest-environment happy-dom
import { AGENT_TEXT, assignBrokerSchema } from "@shared/agent-schemas";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ActionFunctionArgs, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { AgentsTab } from "./agents-tab";

afterEach(cleanup);

let posted = 0;
/** The tab's action as the form sees it: the schema passes, the agency rules refuse the e-mail. */
async function refuseEmail({ request }: ActionFunctionArgs) {
  posted += 1;
  const submission = parseSubmission(await request.formData(), assignBrokerSchema);
  return refused("agent-assign", submission, {
    title: AGENT_TEXT.errorTitle,
    message: AGENT_TEXT.notEligible,
    fieldErrors: { email: AGENT_TEXT.notEligible },
  });
}

function Tab() {
  return <AgentsTab team={[]} result={undefined} />;
}

function renderTab() {
  posted = 0;
  const Stub = createRoutesStub([
    { path: "/panel/agents", Component: Tab, action: refuseEmail, loader: () => null },
  ]);
  render(<Stub initialEntries={["/panel/agents"]} />);
}

describe("the Agents tab's assign form (the form layer)", () => {
  it("checks the e-mail in the browser, at the field, without posting", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByLabelText("E-mail pośrednika"), "zly");
    await user.click(screen.getByRole("button", { name: "Zaproś" }));
    const email = screen.getByLabelText("E-mail pośrednika");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(0);
  });

  it("shows the agency rules' refusal at the e-mail and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByLabelText("E-mail pośrednika"), "anna@example.com");
    await user.type(screen.getByLabelText("Stanowisko"), "starszy agent");
    await user.click(screen.getByRole("button", { name: "Zaproś" }));

    expect(await screen.findByText(AGENT_TEXT.notEligible)).toBeTruthy();
    const email = screen.getByLabelText("E-mail pośrednika") as HTMLInputElement;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.value).toBe("anna@example.com");
    expect((screen.getByLabelText("Stanowisko") as HTMLInputElement).value).toBe("starszy agent");
    expect(posted).toBe(1);
  });
});
