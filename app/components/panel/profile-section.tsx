import { Card } from "../ui/card";

/**
 * A panel tab that is one public profile's form (the agency's, the company's): its heading, where
 * the profile is shown, then the form.
 */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <Card
      as="section"
      padding="none"
      aria-labelledby={id}
      className="px-4 pt-4 pb-4 sm:px-6 sm:pt-5 sm:pb-5"
    >
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{intro}</p>
      {children}
    </Card>
  );
}
