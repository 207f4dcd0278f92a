import {
  defaultContactSubject,
  MESSAGE_LIMITS,
  MESSAGE_TEXT,
  ATTACHMENT_ACCEPT as SHARED_ACCEPT,
} from "@shared/message-schemas";
import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  defaultSubject,
  MESSAGE_UI_TEXT,
} from "./message-texts";

describe("the browser's messaging texts (no zod) match the shared ones", () => {
  it("has the same words as MESSAGE_TEXT", () => {
    expect(MESSAGE_UI_TEXT).toMatchObject({
      sent: MESSAGE_TEXT.sent,
      failed: MESSAGE_TEXT.sendFailed,
      signInRequired: MESSAGE_TEXT.signInRequired,
      attachmentsFailed: MESSAGE_TEXT.attachmentsFailed,
      tooManyFiles: MESSAGE_TEXT.tooManyFiles,
      fileTooLarge: MESSAGE_TEXT.fileTooLarge,
      fileEmpty: MESSAGE_TEXT.fileEmpty,
      fileType: MESSAGE_TEXT.fileType,
      replySubject: MESSAGE_TEXT.replySubject,
      attachmentsOnlyContent: MESSAGE_TEXT.attachmentsOnlyContent,
    });
  });

  it("has the same limits, file filter and default subject", () => {
    expect(ATTACHMENT_LIMITS).toEqual({
      maxFiles: MESSAGE_LIMITS.attachmentsMax,
      maxBytes: MESSAGE_LIMITS.attachmentBytesMax,
    });
    expect(ATTACHMENT_ACCEPT.split(",").sort()).toEqual(SHARED_ACCEPT.split(",").sort());
    for (const title of ["Dom w Leżajsku", "  ", null, undefined]) {
      expect(defaultSubject(title)).toBe(defaultContactSubject(title));
    }
    expect(defaultSubject(null)).toBe("Pytanie dotyczące: oferty");
    expect(defaultSubject("Dom")).toBe("Pytanie dotyczące: Dom");
  });
});
