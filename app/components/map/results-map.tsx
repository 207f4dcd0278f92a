import { formatQuantity, NOUNS } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { LOCATION_CENTRES, type MapListing } from "@shared/map-area";
import { useEffect, useRef } from "react";
import Supercluster from "supercluster";
import { createMap, L } from "./leaflet-map";

/** Leżajsk, when no listing matches: the map still shows where the offers would be. */
const HOME = L.latLng(LOCATION_CENTRES.lezajsk);

// `flex!`: Leaflet's own stylesheet, loaded after ours, makes every marker icon `display: block`.
const BADGE =
  "flex! items-center justify-center rounded-full bg-brand-700 font-bold text-white shadow-md ring-4 ring-brand-700/30";

/**
 * The popup: photo, price and title linking to the listing. Built from DOM nodes, never from
 * HTML text, because the title is the seller's.
 */
function popupContent(listing: MapListing): HTMLElement {
  const link = document.createElement("a");
  link.href = `/nieruchomosc/${listing.id}`;
  link.className = "block w-52 text-gray-900 no-underline";
  const photo = document.createElement("img");
  photo.src = listing.image;
  photo.alt = "";
  photo.width = 208;
  photo.height = 156;
  photo.className = "aspect-[4/3] w-full rounded-md bg-gray-100 object-cover";
  const price = document.createElement("strong");
  price.className = "mt-2 block text-base text-brand-800";
  price.textContent = formatListingPrice(listing.price, listing.transactionType);
  const title = document.createElement("span");
  title.className = "mt-1 line-clamp-2 block text-sm underline";
  title.textContent = listing.title;
  link.append(photo, price, title);
  return link;
}

/**
 * The results on a map, clustered (supercluster, recomputed for the view after every move):
 * a cluster shows its count and zooms in on a click, a single offer opens its popup.
 */
export function ResultsMap({
  points,
  tileUrl,
  onShown,
}: {
  points: MapListing[];
  tileUrl: string;
  /** Its first tiles have loaded: the server's picture underneath may go. */
  onShown: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, tileUrl);
    map.eachLayer((layer) => {
      if (layer instanceof L.TileLayer) layer.once("load", () => shown.current());
    });
    const index = new Supercluster<MapListing>({ radius: 60, maxZoom: 17 }).load(
      points.map((listing) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [listing.lng, listing.lat] },
        properties: listing,
      })),
    );
    const markers = L.layerGroup().addTo(map);
    const draw = () => {
      markers.clearLayers();
      const bounds = map.getBounds();
      const view = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
      for (const feature of index.getClusters(
        view as [number, number, number, number],
        Math.round(map.getZoom()),
      )) {
        const [lng, lat] = feature.geometry.coordinates;
        if ("cluster" in feature.properties && feature.properties.cluster) {
          const { point_count: count, cluster_id: id } = feature.properties;
          const size = count < 10 ? 36 : count < 100 ? 44 : 52;
          const marker = L.marker([lat, lng], {
            title: formatQuantity(count, NOUNS.offer),
            icon: L.divIcon({
              html: String(count),
              className: `map-cluster ${BADGE} text-sm`,
              iconSize: [size, size],
            }),
          });
          marker.on("click", () =>
            map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)),
          );
          markers.addLayer(marker);
        } else {
          const listing = feature.properties as MapListing;
          markers.addLayer(
            L.marker([lat, lng], {
              title: listing.title,
              icon: L.divIcon({
                className: `map-marker ${BADGE} border-2 border-white`,
                // 24 px: the smallest target WCAG 2.2 (2.5.8) allows a finger.
                iconSize: [24, 24],
              }),
            }).bindPopup(() => popupContent(listing), { minWidth: 208 }),
          );
        }
      }
    };
    if (points.length) {
      map.fitBounds(L.latLngBounds(points.map((listing) => [listing.lat, listing.lng])), {
        padding: [24, 24],
        maxZoom: 15,
      });
    } else {
      map.setView(HOME, 11);
    }
    map.on("moveend", draw);
    draw();
    return () => {
      map.remove();
    };
  }, [points, tileUrl]);
  // Transparent until its tiles are in, over the server's picture of the same place.
  return <div ref={element} className="h-full w-full" style={{ background: "transparent" }} />;
}
