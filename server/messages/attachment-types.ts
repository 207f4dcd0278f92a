/** A file type we accept as an attachment, found by reading the bytes (never the name or the browser's claim). */
export type AttachmentType = { mime: string; extension: string };

const JPEG: AttachmentType = { mime: "image/jpeg", extension: "jpg" };
const PNG: AttachmentType = { mime: "image/png", extension: "png" };
const WEBP: AttachmentType = { mime: "image/webp", extension: "webp" };
const PDF: AttachmentType = { mime: "application/pdf", extension: "pdf" };
const DOC: AttachmentType = { mime: "application/msword", extension: "doc" };
const DOCX: AttachmentType = {
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
};

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The accepted type of `bytes`, or null (images, PDF, DOC, DOCX only). */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return WEBP;
  if (startsWith(bytes, ascii("%PDF-"))) return PDF;
  // OLE2 compound file: Word 97-2003 (.doc). Excel and PowerPoint share the container; the
  // download is always an attachment with nosniff, so they cannot do harm in a browser.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordZip(bytes)) return DOCX;
  return null;
}

/** A ZIP whose central directory lists the parts of a Word document. */
function isWordZip(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (!names) return false;
  return names.has("[Content_Types].xml") && names.has("word/document.xml");
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** File names in a ZIP's central directory, or null when it is not a readable ZIP. */
function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (start + size > end || count === 0) return null;

  const names = new Set<string>();
  const decoder = new TextDecoder();
  let offset = start;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    names.add(decoder.decode(bytes.subarray(offset + 46, nameEnd)));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

/**
 * The name shown and offered on download: no folders, no control characters, at most 150
 * characters, and ending in the extension of the type actually found.
 */
export function cleanFileName(name: string, type: AttachmentType): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  let clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (!clean || clean === "." || clean === "..") clean = "zalacznik";
  const extensions = type === JPEG ? ["jpg", "jpeg"] : [type.extension];
  const dot = clean.lastIndexOf(".");
  const current = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  if (!extensions.includes(current)) clean = `${clean}.${type.extension}`;
  if (clean.length > 150) {
    const suffix = clean.slice(clean.lastIndexOf("."));
    clean = clean.slice(0, 150 - suffix.length) + suffix;
  }
  return clean;
}
