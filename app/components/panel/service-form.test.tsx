// @vitest-environment happy-dom
import { serviceFormSchema } from "@shared/service-schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { newServiceStart, ServiceForm } from "./service-form";

afterEach(cleanup);

const START = newServiceStart("600 123 456");

function Form() {
  return <ServiceForm start={START} onSaved={() => {}} onCancel={() => {}} />;
}

function renderForm(action: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/panel/services",
      Component: Form,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/panel/services"]} />);
}

describe("ServiceForm (the form layer)", () => {
  it("says at the price field what is wrong, in Polish, and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.type(screen.getByLabelText("Cena od (zł/h)"), "80,50");
    await user.click(screen.getByRole("button", { name: "Dodaj usługę" }));
    const price = screen.getByLabelText("Cena od (zł/h)");
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/^Podaj cenę w pełnych złotych za godzinę/)).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("posts one offered service as the schema reads it, and shows a refusal at its field", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderForm((form) => {
      posted.push(form);
      return refused("service-save", parseSubmission(form, serviceFormSchema), {
        message: "Nie udało się dodać usługi.",
        fieldErrors: { title: "Masz już usługę o tej nazwie." },
      });
    });
    await user.type(screen.getByLabelText("Nazwa usługi"), "Instalacje elektryczne");
    await user.type(screen.getByLabelText("Cena od (zł/h)"), "1.200");
    await user.selectOptions(screen.getByLabelText("Kategoria"), "elektryczne");
    await user.selectOptions(screen.getByLabelText("Miejscowość"), "lezajsk");
    await user.type(screen.getByLabelText("Oferowana usługa 1"), "Montaż gniazdek");
    await user.click(screen.getByRole("button", { name: "Dodaj usługę" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const read = parseSubmission(posted[0] ?? new FormData(), serviceFormSchema);
    expect(read.status === "success" && read.value).toMatchObject({
      priceFrom: 1200,
      offeredServices: ["Montaż gniazdek"],
    });
    expect(await screen.findByText("Masz już usługę o tej nazwie.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa usługi").value).toBe(
      "Instalacje elektryczne",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Cena od (zł/h)").value).toBe("1.200");
  });
});
