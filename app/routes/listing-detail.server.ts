import { getListingPage } from "@server/listings/listing-page";
import { revealPhone } from "@server/listings/reveal-phone";
import { SCAM_NOTICES } from "@server/moderation/scam-signals";
import { revealPhoneSchema } from "@shared/listing-schemas";
import { listingBoxes, sellerName } from "@shared/listing-seller";
import { contactMessageSchema } from "@shared/message-schemas";
import { reportPath } from "@shared/moderation";
import {
  absoluteUrl,
  listingPlaceholderImage,
  safeHttpUrl,
  safeImageSrc,
  safeTourUrl,
  videoEmbedUrl,
} from "@shared/urls";
import { data } from "react-router";
import type { PhoneRevealResult } from "~/components/listing/contact-box";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getActor, getDomainContext } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { constraintOf } from "~/lib/form-constraint";
import { listingJsonLd } from "~/lib/json-ld";
import { listingDetails, listingKeyFacts, listingMarkDetails } from "~/lib/listing-details";
import { listingPlace, oneLine } from "~/lib/listing-text";
import type { Route } from "./+types/listing-detail";

/**
 * The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts); an error's
 * own (the 503's Retry-After) when the page's boundary shows it.
 */
export function headers(args: Route.HeadersArgs) {
  return args.errorHeaders ?? publicPageHeaders();
}

export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const { config, contentMemo } = getAppContext(context);
  const [page, actor] = await Promise.all([
    contentMemo.remember(getListingPage, params.id),
    getActor(context, request),
  ]);
  if (!page) return data({ listing: null, ogImage: null }, { status: 404 });
  const { listing, seller, similar, nearby, priceHistory } = page;
  const images = [listing.imageUrl, ...listing.images]
    .map(safeImageSrc)
    .filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const {
    userId,
    images: _raw,
    videos,
    externalUrl,
    virtualTourUrl,
    isImported,
    scamSignal,
    ...shown
  } = listing;
  const isOwner = actor?.id === userId;
  const placeholder = listingPlaceholderImage(listing.type);
  const absoluteImages = images.map((src) => absoluteUrl(config.baseUrl, src));
  return {
    listing: {
      ...shown,
      images,
      placeholder,
      // Only http(s) links are ever rendered, and only allow-listed players framed.
      videos: videos.flatMap((video) => {
        const link = safeHttpUrl(video);
        return link ? [{ url: link, embed: videoEmbedUrl(link) }] : [];
      }),
      virtualTourUrl: safeTourUrl(virtualTourUrl),
    },
    boxes: listingBoxes({ source: listing.source, externalUrl: safeHttpUrl(externalUrl) }, seller),
    // No phone here, for anyone: the contact box asks the action for it.
    isOwner,
    // Strings only: the page ships no moderation code (its JavaScript is at the budget's edge).
    scamNotice: scamSignal ? SCAM_NOTICES.listing : null,
    reportHref: isOwner ? null : reportPath("listing", listing.id),
    signedIn: Boolean(actor),
    loginHref: `/auth?redirectTo=${encodeURIComponent(url.pathname)}`,
    sellerName: sellerName(seller),
    messageConstraint: constraintOf(contactMessageSchema),
    similar,
    nearby,
    priceHistory,
    keyFacts: listingKeyFacts(listing),
    details: [...listingDetails(listing), ...listingMarkDetails(listing)],
    mapTileUrl: config.mapTileUrl,
    ogImage: absoluteImages[0] ?? absoluteUrl(config.baseUrl, placeholder),
    // Built here, not in meta: meta runs in the browser too, and the builders would be 2.8 KB of
    // every listing page's JavaScript for what only crawlers read.
    jsonLd: listingJsonLd({
      url: `${config.baseUrl}/nieruchomosc/${listing.id}`,
      title: listing.title,
      description: oneLine(listing.description),
      images: absoluteImages,
      price: listing.price,
      transactionType: listing.transactionType,
      locationLabel: listingPlace(listing),
      area: listing.area,
      rooms: listing.rooms,
      createdAt: listing.createdAt,
    }),
  };
}

/** 'Pokaż numer': a fetcher with JavaScript, a plain form post (re-rendered page) without. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await readFormData(request, FORM_BODY_LIMIT);
  // Over the reveal limit: the 429 with its Polish message, shown in the contact box.
  return formAction(form, revealPhoneSchema, { intent: "reveal-phone" }, async () =>
    data<PhoneRevealResult>(await revealPhone(await getDomainContext(context, request), params.id)),
  );
}
