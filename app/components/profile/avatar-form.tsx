import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, PROFILE_TEXT } from "@shared/profile-schemas";
import { ImageUp, UserRound } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import type { ProfileActionResult } from "./types";

const ACCEPTED = IMAGE_ACCEPT.split(",");

/**
 * Profile photo upload. The browser checks size and type first so a wrong file is refused at
 * once (spec texts); the server checks the content again and re-encodes it either way.
 */
export function AvatarForm({
  avatarUrl,
  initials,
  result,
  action,
}: {
  avatarUrl: string | null;
  initials: string;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const uploading = navigation.formData?.get("intent") === "avatar";
  const [clientError, setClientError] = useState<ProfileActionResult | undefined>();

  function check(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setClientError(undefined);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setClientError({
        intent: "avatar",
        ok: false,
        title: PROFILE_TEXT.notImageTitle,
        message: PROFILE_TEXT.notImage,
      });
      event.currentTarget.value = "";
    } else if (file.size > MAX_IMAGE_BYTES) {
      setClientError({
        intent: "avatar",
        ok: false,
        title: PROFILE_TEXT.fileTooLargeTitle,
        message: PROFILE_TEXT.fileTooLarge,
      });
      event.currentTarget.value = "";
    }
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
      onSubmit={() => setClientError(undefined)}
    >
      <input type="hidden" name="intent" value="avatar" />
      <div className="size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt="Twoje zdjęcie profilowe"
            width={96}
            height={96}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-2xl font-semibold text-brand-700">
            {initials || <UserRound aria-hidden="true" className="size-10" />}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor="profile-avatar" className="block text-sm font-medium text-gray-800">
          Zdjęcie profilowe
        </label>
        <input
          id="profile-avatar"
          name="avatar"
          type="file"
          accept={IMAGE_ACCEPT}
          required
          onChange={check}
          aria-describedby="profile-avatar-hint"
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800 hover:file:bg-gray-200"
        />
        <p id="profile-avatar-hint" className="text-sm text-gray-500">
          JPG, PNG lub WebP, maks. 5 MB
        </p>
        <FormStatus result={clientError ?? result} />
        <Button type="submit" disabled={uploading}>
          <ImageUp aria-hidden="true" className="size-4" />
          {uploading ? "Wgrywanie..." : "Wgraj zdjęcie"}
        </Button>
      </div>
    </Form>
  );
}
