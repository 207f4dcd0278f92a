import { deleteListingAsAdministrator, deleteListings } from "@server/admin/delete-listings.ts";
import { type ListingFlag, setListingFlag } from "@server/listings/set-listing-flag.ts";
import { listingCount } from "@shared/admin-listings";
import { bulkDeleteSchema, rowFlagSchema, rowSchema } from "@shared/admin-schemas";
import { LISTING_TEXT } from "@shared/listing-schemas";
import {
  type AdminActions,
  defineAdminAction,
  type FlagTexts,
  flagAdminAction,
} from "./admin-action.server.ts";

const flagAction = (flag: ListingFlag, texts: FlagTexts) =>
  flagAdminAction(rowFlagSchema, texts, ({ id, value }, ctx) =>
    setListingFlag(ctx, { id, flag, value }),
  );

/** The listings tab's actions: the flags per row, delete per row and bulk delete. */
export const LISTING_ADMIN_ACTIONS: AdminActions = {
  "listing-verify": flagAction("isVerified", {
    label: "Weryfikacja ogłoszenia",
    failed: "Nie udało się zaktualizować statusu weryfikacji.",
    set: "Ogłoszenie zostało zweryfikowane.",
    cleared: "Weryfikacja ogłoszenia została cofnięta.",
  }),
  "listing-premium": flagAction("isPremium", {
    label: "Status premium ogłoszenia",
    failed: "Nie udało się zaktualizować statusu premium.",
    set: "Ogłoszenie otrzymało status premium.",
    cleared: "Ogłoszenie nie ma już statusu premium.",
  }),
  "listing-archive": flagAction("isArchived", {
    label: "Archiwizacja ogłoszenia",
    failed: "Nie udało się zaktualizować statusu archiwum.",
    set: "Ogłoszenie zostało przeniesione do archiwum.",
    cleared: "Ogłoszenie zostało przywrócone.",
  }),
  "listing-delete": defineAdminAction({
    label: "Usunięcie ogłoszenia",
    failed: LISTING_TEXT.deleteFailed,
    schema: rowSchema,
    async run({ id }, ctx) {
      await deleteListingAsAdministrator(ctx, id);
      return { message: LISTING_TEXT.deleted, id };
    },
  }),
  "listing-bulk-delete": defineAdminAction({
    label: "Usunięcie wielu ogłoszeń",
    failed: "Nie udało się usunąć wybranych ogłoszeń.",
    schema: bulkDeleteSchema,
    async run({ ids }, ctx) {
      const deleted = await deleteListings(ctx, ids);
      return { message: `Usunięto ${listingCount(deleted)}.` };
    },
  }),
};
