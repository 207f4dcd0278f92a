import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/**
 * A submit button that says what is happening while its own submission runs (the intent it
 * carries tells two buttons of one form apart).
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  variant = "primary",
  form,
  className,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "secondary";
  /** The id of another form this button submits. */
  form?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = busy && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      variant={variant}
      size="lg"
      name={intent ? "intent" : undefined}
      value={intent}
      form={form}
      disabled={busy}
      className={cn("w-full sm:w-auto", className)}
    >
      {mine ? pendingLabel : children}
    </Button>
  );
}
