export function loader() {
  return { greeting: "Dzień dobry" };
}

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return <h1>{loaderData.greeting}</h1>;
}
