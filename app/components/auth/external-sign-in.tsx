import { Form } from "react-router";
import type { ExternalProvider } from "./auth-types";

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
          <button
            type="submit"
            name="intent"
            value="external"
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ProviderMark provider={provider} />
            {LABELS[provider]}
          </button>
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
