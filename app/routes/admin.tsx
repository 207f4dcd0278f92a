import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta("Panel administratora"),
  { name: "robots", content: "noindex" },
];

export default function AdminPage() {
  return (
    <SimplePage title="Panel administratora" links={[{ to: "/auth", label: "Zaloguj się" }]}>
      <p>Panel administratora jest dostępny tylko dla zalogowanych administratorów.</p>
    </SimplePage>
  );
}
