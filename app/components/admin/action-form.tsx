/**
 * A button in a form of its own, posted to `postUrl` (/admin with the tab's query) without
 * JavaScript and through the caller's fetcher with it (`onSubmit` may ask first instead).
 */
export function ActionForm({
  postUrl,
  fields,
  onSubmit,
  busy,
  label,
  title,
  className,
  children,
}: {
  postUrl: string;
  /** The hidden fields: `intent` and what it acts on. */
  fields: Record<string, string>;
  onSubmit: (form: FormData) => void;
  busy: boolean;
  /** The button's accessible name: its visible text and whom or what it acts on. */
  label: string;
  /** A tooltip, when the visible text is shorter than what the button does. */
  title?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action={postUrl}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={busy} aria-label={label} title={title} className={className}>
        {children}
      </button>
    </form>
  );
}
