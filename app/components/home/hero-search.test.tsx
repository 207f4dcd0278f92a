// @vitest-environment happy-dom
import { parseSearchParams } from "@shared/search-params";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, expect, it } from "vitest";
import { HeroSearch } from "./hero-search";

afterEach(cleanup);

function Results() {
  return <p>Adres: {useLocation().search}</p>;
}

const Stub = createRoutesStub([
  { path: "/", Component: HeroSearch },
  { path: "/search", Component: Results },
]);

it("searches rentals up to a price typed the Polish way, which /search reads as a number", async () => {
  const user = userEvent.setup();
  render(<Stub initialEntries={["/"]} />);
  expect(screen.getByRole("radio", { name: "Wszystkie" })).toHaveProperty("checked", true);
  await user.click(screen.getByRole("radio", { name: "Wynajem" }));
  await user.type(screen.getByLabelText("Cena do (zł)"), "350.000");
  await user.click(screen.getByRole("button", { name: "Szukaj" }));
  const address = await screen.findByText(/^Adres:/);
  const search = address.textContent?.replace("Adres: ", "") ?? "";
  expect(search).toBe("?transaction=wynajem&priceMax=350.000");
  const { filters, problems } = parseSearchParams(new URLSearchParams(search));
  expect(problems).toEqual([]);
  expect(filters).toMatchObject({ transaction: "wynajem", priceMax: 350000 });
});

it("with nothing chosen lists every offer", async () => {
  const user = userEvent.setup();
  render(<Stub initialEntries={["/"]} />);
  await user.click(screen.getByRole("button", { name: "Szukaj" }));
  expect((await screen.findByText(/^Adres:/)).textContent).toBe("Adres: ");
});
