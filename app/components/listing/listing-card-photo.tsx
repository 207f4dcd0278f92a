import { PROPERTY_TYPE_LABELS, type PropertyType } from "@shared/categories";
import { formatQuantity } from "@shared/format";
import { responsiveImage, safeImageSrc } from "@shared/urls";

/** Phones show the photo at 40 % of the width, beside the text; from `sm` the grid's column. */
const LISTING_CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 40vw";

/**
 * Lucide's icons of each type (Building2, House, LandPlot, Store) and its Camera, as files in
 * public/images: the cards are on every public page, whose JavaScript has no room for them.
 */
const typeIconSrc = (type: PropertyType) => `/images/placeholder-${type}.svg`;

const PHOTO_FORMS = ["zdjęcie", "zdjęcia", "zdjęć"] as const;

type Props = {
  title: string;
  type: PropertyType;
  imageUrl: string | null;
  photoCount: number;
  eager: boolean;
  /**
   * Over the photo's top right corner (the administrator's trash button; the favourite heart's
   * place). The count sits top left: the demo pictures carry a caption at the bottom.
   */
  children?: React.ReactNode;
};

/**
 * The card's photo box: at least square beside the text on phones, 4:3 above it from `sm`, so
 * its size never waits for the picture. Without a photo, the property type's icon stands in.
 */
export function ListingCardPhoto({ title, type, imageUrl, photoCount, eager, children }: Props) {
  const src = safeImageSrc(imageUrl);
  const typeLabel = PROPERTY_TYPE_LABELS[type];
  return (
    <div className="relative aspect-square w-2/5 shrink-0 overflow-hidden bg-gray-100 sm:aspect-[4/3] sm:w-full">
      {src ? (
        <img
          {...responsiveImage(src, LISTING_CARD_IMAGE_SIZES)}
          alt={title}
          width={640}
          height={480}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? undefined : "async"}
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div
          role="img"
          aria-label={`${typeLabel}: brak zdjęć`}
          className="absolute inset-0 grid place-items-center"
        >
          <img
            src={typeIconSrc(type)}
            alt=""
            width={56}
            height={56}
            className="size-10 sm:size-14"
          />
        </div>
      )}
      {photoCount > 0 ? (
        <span className="absolute top-1.5 left-1.5 flex items-center gap-1 rounded-md bg-gray-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
          <img src="/images/icon-camera.svg" alt="" width={14} height={14} className="size-3.5" />
          <span aria-hidden="true">{photoCount}</span>
          <span className="sr-only">{formatQuantity(photoCount, PHOTO_FORMS)}</span>
        </span>
      ) : null}
      {children}
    </div>
  );
}
