import type { ExternalProvider } from "@shared/auth-schemas";
import { Form } from "react-router";
import { Button } from "../ui/button";

const LABELS: Record<ExternalProvider, string> = {
  google: "Zaloguj przez Google",
  facebook: "Zaloguj przez Facebook",
  oidc: "Zaloguj przez OpenID (test)",
};

/**
 * One button per configured provider. A full-page form post (reloadDocument): the action
 * answers with a 302 to the provider, which the browser follows with the state cookie set.
 */
export function ExternalSignIn({ providers }: { providers: ExternalProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Form key={provider} method="post" reloadDocument>
          <input type="hidden" name="provider" value={provider} />
          <Button type="submit" variant="secondary" size="lg" block name="intent" value="external">
            <ProviderMark provider={provider} />
            {LABELS[provider]}
          </Button>
        </Form>
      ))}
      <div className="flex items-center gap-3 text-xs text-gray-500 uppercase">
        <span className="h-px flex-1 bg-gray-200" />
        lub
        <span className="h-px flex-1 bg-gray-200" />
      </div>
    </div>
  );
}

function ProviderMark({ provider }: { provider: ExternalProvider }) {
  const style =
    provider === "google"
      ? "bg-white text-blue-600 ring-1 ring-gray-300"
      : provider === "facebook"
        ? "bg-blue-600 text-white"
        : "bg-gray-700 text-white";
  return (
    <span
      aria-hidden="true"
      className={`grid size-5 place-items-center rounded-full text-xs font-bold ${style}`}
    >
      {provider === "google" ? "G" : provider === "facebook" ? "f" : "ID"}
    </span>
  );
}
