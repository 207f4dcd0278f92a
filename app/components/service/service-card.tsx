import { serviceCategoryLabel } from "@shared/categories";
import { formatServicePrice } from "@shared/format";
import { locationLabel } from "@shared/locations";
import type { ServiceSummary } from "@shared/service-types";
import { responsiveImage, STOCK_SERVICE_IMAGE, safeImageSrc } from "@shared/urls";
import { BadgeCheck, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { FavouriteButton } from "../favourites/favourite-button";
import { PromotionBadges } from "../listing/card-badges";
import { Badge } from "../ui/badge";

/** One company's service; `eager` as for ListingCard (the first card at the top of a page). */
function ServiceCard({ service, eager = false }: { service: ServiceSummary; eager?: boolean }) {
  const image = responsiveImage(safeImageSrc(service.imageUrl) ?? STOCK_SERVICE_IMAGE);
  return (
    <article
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md",
        service.isPremium && "ring-2 ring-green-500",
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-gray-100">
        <img
          {...image}
          alt={service.title}
          width={640}
          height={400}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? undefined : "async"}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <FavouriteButton kind="service" id={service.id} title={service.title} overlay />
        {/* Clear of the heart at the top right. */}
        <div className="absolute top-2 right-14 left-2 flex flex-wrap gap-1">
          <Badge tone="gray">{serviceCategoryLabel(service.category) ?? service.category}</Badge>
          {service.isPremium ? <Badge tone="brand">Premium</Badge> : null}
          <PromotionBadges isFeatured={service.isFeatured} isUrgent={false} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            to={`/usluga/${service.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
          >
            {service.title}
          </Link>
        </h3>
        {service.companyName ? (
          <p className="flex items-center gap-1 text-sm text-gray-700">
            {service.companyName}
            {service.isVerified ? (
              <BadgeCheck aria-label="Zweryfikowana firma" className="size-4 text-green-600" />
            ) : null}
          </p>
        ) : null}
        <p className="flex items-center gap-1 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
          {locationLabel(service.location) ?? service.location}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <p className="font-bold text-brand-800">{formatServicePrice(service.priceFrom)}</p>
          {service.rating != null && service.reviewCount > 0 ? (
            <p className="flex items-center gap-1 text-sm text-gray-700">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              {service.rating.toFixed(1).replace(".", ",")}
              <span className="text-gray-500">({service.reviewCount})</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** `eager`: the grid is at the top of the page, so its first card's photo loads at once. */
export function ServiceGrid({
  services,
  eager = false,
}: {
  services: ServiceSummary[];
  eager?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, i) => (
        <li key={service.id} className="flex">
          <ServiceCard service={service} eager={eager && i === 0} />
        </li>
      ))}
    </ul>
  );
}
