import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

const HEADING = /^(#{2,3}) (.+?)(?: \{#([\w-]+)\})?$/;
const ITEM = /^(?:\d+\.|-) /;
const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\{(\w+)\}/g;

type Slots = Record<string, ReactNode>;

/**
 * The Markdown the legal documents are written in (app/content/*.md), and only that: `##`
 * headings with an optional `{#anchor}`, paragraphs, `1.` and `-` lists (an item's further lines
 * indented), `**bold**`, `` `code` ``, links and `{name}` slots the page fills in (the operator's
 * identity and e-mail, from the configuration). No HTML passes through, and a link goes only to
 * a site path (in-app, as a <Link>) or an http(s) address; any other is shown as its text.
 */
export function Markdown({ text, slots }: { text: string; slots: Slots }) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => <Block key={block} block={block} slots={slots} />);
}

function Block({ block, slots }: { block: string; slots: Slots }) {
  const lines = block.split("\n");
  const heading = HEADING.exec(lines.join(" "));
  if (heading) {
    const Tag = heading[1] === "##" ? "h2" : "h3";
    return <Tag id={heading[3]}>{inline(heading[2], slots)}</Tag>;
  }
  if (!ITEM.test(lines[0])) return <p>{inline(joined(lines), slots)}</p>;
  // A document's blocks and items are its own sentences: each one is its key.
  const items: string[][] = [];
  for (const line of lines) {
    if (ITEM.test(line)) items.push([line.replace(ITEM, "")]);
    else items[items.length - 1].push(line);
  }
  const List = lines[0].startsWith("-") ? "ul" : "ol";
  return (
    <List>
      {items.map(joined).map((item) => (
        <li key={item}>{inline(item, slots)}</li>
      ))}
    </List>
  );
}

const joined = (lines: string[]) => lines.map((line) => line.trim()).join(" ");

function inline(text: string, slots: Slots): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const [whole, bold, code, label, href, slot] = match;
    const key = nodes.length;
    if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold, slots)}</strong>);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (label !== undefined) nodes.push(link(label, href, key));
    else nodes.push(slot in slots ? <Fragment key={key}>{slots[slot]}</Fragment> : whole);
    at = match.index + whole.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

function link(label: string, href: string, key: number): ReactNode {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a key={key} href={href}>
        {label}
      </a>
    );
  }
  return label;
}
