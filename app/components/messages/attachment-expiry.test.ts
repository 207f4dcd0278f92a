import { formatFileSize } from "@shared/format";
import { describe, expect, it } from "vitest";
import { attachmentExpiry } from "./attachment-expiry";
import { attachmentProblem } from "./message-texts";

// Polish time (CET, UTC+1), whatever the zone of the machine running the tests.
const warsaw = (day: number, hour: number, minute = 0) =>
  new Date(
    `2026-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00+01:00`,
  );
const now = warsaw(10, 12); // 10 March 2026, 12:00 in Warsaw

describe("attachmentExpiry", () => {
  it("counts calendar days left, ten right after upload", () => {
    const expiry = attachmentExpiry(warsaw(20, 12), false, now);
    expect(expiry).toEqual({
      state: "active",
      daysLeft: 10,
      label: "Wygasa za 10 dni",
      urgent: false,
    });
  });

  it("is urgent (red) at 3 days or fewer", () => {
    expect(attachmentExpiry(warsaw(14, 9), false, now)).toMatchObject({
      daysLeft: 4,
      urgent: false,
    });
    expect(attachmentExpiry(warsaw(13, 9), false, now)).toMatchObject({
      daysLeft: 3,
      urgent: true,
      label: "Wygasa za 3 dni",
    });
    expect(attachmentExpiry(warsaw(11, 1), false, now)).toMatchObject({
      daysLeft: 1,
      label: "Wygasa za 1 dzień",
      urgent: true,
    });
  });

  it("says 'Wygasa dziś' on the last day", () => {
    expect(attachmentExpiry(warsaw(10, 23, 59), false, now)).toMatchObject({
      daysLeft: 0,
      label: "Wygasa dziś",
      urgent: true,
    });
  });

  it("counts days in Poland, as the server (UTC) and a browser anywhere both must", () => {
    // 23:30 in Warsaw (22:30 UTC); the attachment goes at 00:30 the next day in Warsaw, still
    // the same day in UTC.
    expect(attachmentExpiry(warsaw(11, 0, 30), false, warsaw(10, 23, 30))).toMatchObject({
      daysLeft: 1,
      label: "Wygasa za 1 dzień",
    });
    expect(attachmentExpiry(warsaw(10, 23, 59), false, warsaw(10, 0, 30))).toMatchObject({
      daysLeft: 0,
      label: "Wygasa dziś",
    });
  });

  it("is expired past its time or when the job marked it", () => {
    expect(attachmentExpiry(warsaw(10, 11, 59), false, now)).toEqual({
      state: "expired",
      label: "Załącznik wygasł",
    });
    expect(attachmentExpiry(warsaw(15, 0), true, now).state).toBe("expired");
  });
});

describe("attachment checks in the browser", () => {
  it("accepts images, PDF, DOC and DOCX up to 10 MB", () => {
    expect(
      attachmentProblem({ name: "umowa.pdf", type: "application/pdf", size: 1000 }),
    ).toBeNull();
    expect(attachmentProblem({ name: "plan.docx", type: "", size: 1000 })).toBeNull();
    expect(
      attachmentProblem({ name: "foto.jpg", type: "image/jpeg", size: 10 * 1024 * 1024 }),
    ).toBeNull();
    expect(
      attachmentProblem({ name: "duzy.pdf", type: "application/pdf", size: 10 * 1024 * 1024 + 1 }),
    ).toMatch(/większy niż 10 MB/);
    expect(
      attachmentProblem({ name: "skrypt.exe", type: "application/x-msdownload", size: 10 }),
    ).toMatch(/Dozwolone/);
  });

  it("shows sizes in 1024 steps", () => {
    expect(formatFileSize(512)).toBe("512\u00a0B");
    expect(formatFileSize(1536)).toBe("1,5\u00a0KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10\u00a0MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3\u00a0GB");
  });
});
