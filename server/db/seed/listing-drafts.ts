import type { TransactionType } from "../../../shared/categories.ts";
import type { ListingParams } from "../../../shared/listing-params.ts";
import type { Place } from "./places.ts";
import { roomsWord } from "./places.ts";
import type { Random } from "./random.ts";

/** The words and numbers of one listing, before an owner, source and dates are attached. */
export type ListingDraft = {
  title: string;
  /** Sentences about the property itself; the caller adds location and closing. */
  sentences: string[];
  price: number;
  area: number;
  rooms: number | null;
  bathrooms: number | null;
  street: string | null;
  /** The parameters the text states (floor, year, heating…), so that "Szczegóły" agrees with it. */
  params: Partial<ListingParams>;
};

type DraftInput = { r: Random; place: Place; transaction: TransactionType };

const FLOORS = ["na parterze", "na pierwszym piętrze", "na drugim piętrze", "na trzecim piętrze"];
const pln = new Intl.NumberFormat("pl-PL");

/** "48,6" — Polish decimal comma, no trailing ",0". */
function areaText(area: number): string {
  return String(area).replace(".", ",");
}

function streetOf(r: Random, place: Place): string | null {
  return place.streets.length > 0 ? r.pick(place.streets) : null;
}

export function draftFlat({ r, place, transaction }: DraftInput): ListingDraft {
  const rooms = Number(r.weighted({ 1: 2, 2: 5, 3: 5, 4: 2 }));
  const [minArea, maxArea] = ({ 1: [24, 36], 2: [36, 54], 3: [50, 72], 4: [68, 95] } as const)[
    rooms as 1 | 2 | 3 | 4
  ];
  const area = r.between(minArea, maxArea, 0.1);
  const floor = r.pick(FLOORS);
  const street = streetOf(r, place);
  // ", ul. Sanowa" or " w Jelnej": villages have no street names in listings.
  const where = street ? `, ul. ${street}` : ` ${place.locative}`;
  const building = r.pick([
    "w zadbanym bloku z cegły",
    "w bloku po termomodernizacji",
    "w kameralnym budynku z 2015 roku",
    "w czteropiętrowym bloku z wielkiej płyty",
  ]);
  const newer = building.includes("2015");
  const features = r.sample(
    [
      "balkon",
      "piwnica",
      "komórka lokatorska",
      "miejsce parkingowe pod blokiem",
      "nowe okna PCV",
      "ogrzewanie miejskie",
      "kuchnia z oknem",
      "domofon",
      "antywłamaniowe drzwi",
    ],
    r.int(2, 4),
  );
  const words = roomsWord(rooms);
  const flatParams: Partial<ListingParams> = {
    floor: FLOORS.indexOf(floor),
    floorsTotal: building.includes("czteropiętrowym") ? 4 : undefined,
    yearBuilt: newer ? 2015 : undefined,
    buildingType: newer ? "apartamentowiec" : "blok",
    heating: features.includes("ogrzewanie miejskie") ? "miejskie" : undefined,
    outdoor: features.includes("balkon") ? ["balkon"] : undefined,
    parking: features.includes("miejsce parkingowe pod blokiem") ? "naziemne" : undefined,
  };
  const layout =
    rooms === 1
      ? "pokój z aneksem kuchennym, łazienka z kabiną prysznicową i przedpokój"
      : `${rooms} ${words}, ${r.pick(["osobna kuchnia z oknem", "kuchnia otwarta na salon"])}, łazienka ${r.pick(["z wanną", "z kabiną prysznicową"])}${rooms >= 3 ? " i przedpokój z miejscem na szafę" : ""}`;

  if (transaction === "wynajem") {
    const price = Math.min(3500, Math.max(1200, r.between(area * 28, area * 40, 50)));
    const title =
      rooms === 1
        ? r.pick([`Kawalerka do wynajęcia ${place.locative}`, `Wynajmę kawalerkę${where}`])
        : r.pick([
            `Do wynajęcia mieszkanie ${rooms}-pokojowe ${place.locative}`,
            `Wynajmę ${rooms} ${words}${where}`,
            `Umeblowane mieszkanie na wynajem ${place.locative}`,
            `Mieszkanie ${areaText(area)} m² do wynajęcia od zaraz`,
          ]);
    return {
      title,
      sentences: [
        `Do wynajęcia mieszkanie o powierzchni ${areaText(area)} m², ${floor} ${building}.`,
        `Układ: ${layout}.`,
        r.pick([
          "Mieszkanie w pełni umeblowane i wyposażone: pralka, lodówka, płyta indukcyjna i zmywarka.",
          "Umeblowana kuchnia, pokoje częściowo umeblowane.",
          "Mieszkanie nieumeblowane – dobre dla osób z własnymi meblami.",
        ]),
        `Atuty: ${features.join(", ")}.`,
        `Czynsz ${pln.format(price)} zł miesięcznie plus media według zużycia; kaucja w wysokości jednomiesięcznego czynszu.`,
        r.pick([
          "Preferowane osoby pracujące.",
          "Idealne dla pary lub singla.",
          "Preferowany najem długoterminowy.",
          "Tylko dla osób niepalących.",
        ]),
      ],
      price,
      area,
      rooms,
      bathrooms: 1,
      street,
      // "kaucja w wysokości jednomiesięcznego czynszu"
      params: { ...flatParams, deposit: price },
    };
  }

  const perM2 =
    place.kmToLezajsk === 0
      ? r.between(5200, 7500)
      : place.town
        ? r.between(4600, 6500)
        : r.between(4000, 5200);
  const price = Math.round((area * perM2) / 1000) * 1000;
  const title =
    rooms === 1
      ? r.pick([`Kawalerka ${areaText(area)} m² ${place.locative}`, `Sprzedam kawalerkę${where}`])
      : r.pick([
          `Mieszkanie ${rooms}-pokojowe, ${areaText(area)} m²${where}`,
          `Przestronne ${rooms} ${words} z balkonem ${place.locative}`,
          `Sprzedam mieszkanie ${areaText(area)} m² ${place.locative}`,
          `M-${rooms + 1} po remoncie${where}`,
          `Słoneczne mieszkanie ${floor} ${place.locative}`,
        ]);
  // Drawn in the order of the text, as before, so the rest of the demo data stays the same.
  const opening = r.pick([
    `Na sprzedaż mieszkanie o powierzchni ${areaText(area)} m², położone ${floor} ${building}.`,
    `Oferuję do sprzedaży mieszkanie ${areaText(area)} m² ${floor} ${building}.`,
  ]);
  const state = r.pick([
    "Mieszkanie po generalnym remoncie – nowa instalacja elektryczna, wymienione okna i drzwi.",
    "Stan bardzo dobry, do zamieszkania od zaraz.",
    "Do odświeżenia według własnego gustu, stąd atrakcyjna cena.",
    "Wykończone w 2023 roku; w cenie zabudowa kuchenna ze sprzętem AGD.",
  ]);
  const fee = r.between(250, 550, 10);
  return {
    title,
    sentences: [
      opening,
      `Układ: ${layout}.`,
      state,
      `Atuty: ${features.join(", ")}.`,
      `Niski czynsz administracyjny (ok. ${fee} zł), księga wieczysta założona.`,
    ],
    price,
    area,
    rooms,
    bathrooms: area > 80 ? 2 : 1,
    street,
    params: {
      ...flatParams,
      rentAdditional: fee,
      condition: state.startsWith("Do odświeżenia") ? "do-remontu" : "do-zamieszkania",
    },
  };
}

export function draftHouse({ r, place, transaction }: DraftInput): ListingDraft {
  const area = r.between(90, 240);
  const plot = r.between(600, 2500, 10);
  const rooms = Math.min(7, Math.max(4, Math.round(area / 32)));
  const bathrooms = area > 180 ? 3 : area > 120 ? 2 : 1;
  const year = r.int(1978, 2024);
  const street = streetOf(r, place);
  const storeys = r.pick(["parterowy z poddaszem użytkowym", "piętrowy", "parterowy"]);
  const outside = r.sample(
    [
      "garaż dwustanowiskowy",
      "ogród z drzewami owocowymi",
      "altana z grillem",
      "utwardzony podjazd z kostki",
      "przydomowa oczyszczalnia ścieków",
      "studnia głębinowa",
      "ogrodzenie z bramą wjazdową",
      "budynek gospodarczy",
    ],
    r.int(2, 3),
  );
  const [heating, hasGas] = r.pick([
    ["Ogrzewanie gazowe, w salonie kominek z płaszczem wodnym.", true],
    ["Ogrzewanie pompą ciepła, na dachu instalacja fotowoltaiczna.", false],
    ["Ogrzewanie piecem na ekogroszek, gaz w drodze – możliwość podłączenia.", false],
    ["Ogrzewanie gazowe, na parterze ogrzewanie podłogowe.", true],
  ] as const);
  const sewage = outside.includes("przydomowa oczyszczalnia ścieków")
    ? "przydomowa oczyszczalnia"
    : r.pick(["kanalizacja", "szambo"]);
  const media = ["prąd", "woda", ...(hasGas ? ["gaz"] : []), sewage].join(", ");
  const houseParams: Partial<ListingParams> = {
    yearBuilt: year,
    floorsTotal: storeys === "parterowy" ? 0 : 1,
    buildingType: "wolnostojacy",
    plotArea: plot,
    heating: heating.includes("gazowe")
      ? "gazowe"
      : heating.includes("pompą")
        ? "pompa-ciepla"
        : "piec",
    outdoor: outside.includes("ogród z drzewami owocowymi") ? ["ogrod"] : undefined,
    parking: outside.includes("garaż dwustanowiskowy") ? "garaz" : undefined,
  };
  const rooms_ = `${rooms} ${roomsWord(rooms)}`;
  const baths = bathrooms === 1 ? "łazienka" : `${bathrooms} łazienki`;

  if (transaction === "wynajem") {
    const price = r.between(2500, 5000, 100);
    return {
      title: r.pick([
        `Dom do wynajęcia ${place.locative}`,
        `Wynajmę dom z ogrodem ${place.locative}`,
        `Dom ${area} m² na wynajem długoterminowy`,
      ]),
      sentences: [
        `Do wynajęcia dom ${storeys} o powierzchni ${area} m² na działce ${plot} m².`,
        `W domu ${rooms_}, kuchnia z jadalnią, ${baths}.`,
        heating,
        `Na posesji: ${outside.join(", ")}.`,
        `Czynsz ${pln.format(price)} zł miesięcznie plus media, kaucja dwumiesięczna. Możliwość wynajmu z częściowym umeblowaniem.`,
      ],
      price,
      area,
      rooms,
      bathrooms,
      street,
      params: { ...houseParams, deposit: price * 2 },
    };
  }

  const old = year < 1995;
  const perM2 =
    (place.kmToLezajsk === 0 ? r.between(4200, 5200) : r.between(3200, 4500)) * (old ? 0.8 : 1);
  const price = Math.min(1_100_000, Math.max(350_000, Math.round((area * perM2) / 5000) * 5000));
  const titles = [
    `Dom wolnostojący ${area} m² ${place.locative}`,
    `Dom z ogrodem ${place.locative}, działka ${Math.round(plot / 100)} ar`,
    `Sprzedam dom ${place.locative} – ${rooms_}`,
    old ? `Dom do odświeżenia ${place.locative}` : `Nowoczesny dom z garażem ${place.locative}`,
  ];
  if (place.town) titles.push(`Dom w zabudowie bliźniaczej ${place.locative}`);
  const title = r.pick(titles);
  return {
    title,
    sentences: [
      `Na sprzedaż dom ${storeys} o powierzchni użytkowej ${area} m², wybudowany w ${year} roku, na działce ${plot} m².`,
      `W domu ${rooms_}, kuchnia, ${baths}${r.chance(0.5) ? ", kotłownia i pomieszczenie gospodarcze" : ""}.`,
      heating,
      `Na posesji: ${outside.join(", ")}.`,
      old
        ? "Dom solidny, murowany, wymaga odświeżenia wnętrz – cena to uwzględnia."
        : "Dom w bardzo dobrym stanie, gotowy do zamieszkania.",
      `Media: ${media}. Dojazd asfaltowy.`,
    ],
    price,
    area,
    rooms,
    bathrooms,
    street,
    params: {
      ...houseParams,
      buildingType: title.includes("bliźniaczej") ? "blizniak" : "wolnostojacy",
      market: year >= 2024 ? "pierwotny" : "wtorny",
      condition: old ? "do-remontu" : "do-zamieszkania",
    },
  };
}

const ACCUSATIVE = {
  budowlana: "budowlaną",
  inwestycyjna: "inwestycyjną",
  rolna: "rolną",
  rekreacyjna: "rekreacyjną",
} as const;

export function draftPlot({ r, place, transaction }: DraftInput): ListingDraft {
  const kind = r.weighted(
    place.town
      ? { budowlana: 6, inwestycyjna: 3, rolna: 0, rekreacyjna: 0 }
      : { budowlana: 6, inwestycyjna: 1, rolna: 2, rekreacyjna: 1 },
  );
  const street = streetOf(r, place);
  const near = place.kmToLezajsk <= 5;
  const [area, perM2] = {
    budowlana: () => [
      r.between(700, 2200, 10),
      place.kmToLezajsk === 0
        ? r.between(100, 150)
        : near || place.town
          ? r.between(60, 110)
          : r.between(35, 75),
    ],
    inwestycyjna: () => [r.between(2000, 8000, 100), r.between(60, 140)],
    rolna: () => [r.between(3000, 15000, 100), r.between(30, 40)],
    rekreacyjna: () => [r.between(600, 1500, 10), r.between(30, 60)],
  }[kind]();
  const ares = Math.round(area / 100);
  const shape = r.pick([
    `Kształt zbliżony do prostokąta, szerokość ok. ${r.between(20, 40)} m, teren płaski.`,
    "Działka regularna, lekko nachylona, nasłoneczniona od strony południowej.",
    "Teren płaski, suchy, częściowo zadrzewiony.",
  ]);
  const media = r.pick([
    "prąd i woda w drodze",
    "prąd na działce, wodociąg i gaz w drodze",
    "pełne uzbrojenie: prąd, woda, gaz, kanalizacja",
    "prąd w pobliżu",
  ]);
  const plotParams: Partial<ListingParams> = {
    plotType: kind,
    utilities: (
      [
        ["prad", "prąd"],
        ["woda", "wod"],
        ["gaz", "gaz"],
        ["kanalizacja", "kanalizacja"],
      ] as const
    )
      .filter(([, word]) => media.includes(word))
      .map(([utility]) => utility),
  };
  const sentences = [
    shape,
    `Media: ${media}.`,
    r.pick([
      "Dojazd drogą asfaltową.",
      "Dojazd drogą gminną utwardzoną.",
      "Dojazd asfaltowy, działka narożna.",
    ]),
  ];
  const plan = {
    budowlana: r.pick([
      "Wydane warunki zabudowy na dom jednorodzinny.",
      "Teren objęty miejscowym planem – zabudowa mieszkaniowa jednorodzinna.",
      "Możliwość podziału na dwie mniejsze działki.",
    ]),
    inwestycyjna:
      "W planie zagospodarowania teren usługowo-produkcyjny; dobry dojazd dla samochodów ciężarowych.",
    rolna:
      "Działka rolna klasy IV, obecnie uprawiana; możliwość wystąpienia o warunki zabudowy zagrodowej.",
    rekreacyjna: "Idealna na domek letniskowy – cisza, las i czyste powietrze.",
  }[kind];
  if (transaction === "wynajem") {
    const price = r.between(300, 1500, 50);
    return {
      title: r.pick([
        `Działka do dzierżawy ${place.locative}`,
        `Plac ${ares} ar do wynajęcia ${place.locative}`,
      ]),
      sentences: [
        `Wydzierżawię działkę o powierzchni ${area} m² ${place.locative}, np. pod skład, parking lub uprawy.`,
        ...sentences,
        `Opłata ${pln.format(price)} zł miesięcznie, umowa na minimum rok.`,
      ],
      price,
      area,
      rooms: null,
      bathrooms: null,
      street,
      params: plotParams,
    };
  }

  const price = Math.round((area * perM2) / 1000) * 1000;
  const title = {
    budowlana: r.pick([
      `Działka budowlana ${area} m² ${place.locative}`,
      `Działka budowlana z warunkami zabudowy ${place.locative}`,
      `Słoneczna działka pod dom ${place.locative}`,
      `Działka budowlana ${ares} ar${street ? `, ul. ${street}` : ` ${place.locative}`}`,
      `Działka pod budowę domu ${place.locative}`,
      `Sprzedam działkę ${ares} ar ${place.locative}`,
    ]),
    inwestycyjna: `Działka inwestycyjna ${ares} ar ${place.locative}`,
    rolna: `Działka rolna ${ares} ar ${place.locative}`,
    rekreacyjna: `Działka rekreacyjna przy lesie ${place.locative}`,
  }[kind];
  return {
    title,
    sentences: [
      `Sprzedam działkę ${ACCUSATIVE[kind]} o powierzchni ${area} m² ${place.locative}.`,
      sentences[0],
      plan,
      ...sentences.slice(1),
    ],
    price,
    area,
    rooms: null,
    bathrooms: null,
    street,
    params: plotParams,
  };
}

export function draftPremises({ r, place, transaction }: DraftInput): ListingDraft {
  const kind = r.weighted({ usługowy: 4, handlowy: 3, biurowy: 2, magazyn: 1 });
  const area = kind === "magazyn" ? r.between(150, 400) : r.between(25, 180);
  const rooms = kind === "magazyn" ? 1 : Math.min(4, Math.max(1, Math.round(area / 40)));
  const street = streetOf(r, place);
  const what = kind === "magazyn" ? "Hala magazynowa" : `Lokal ${kind}`;
  const sentences = [
    `${transaction === "wynajem" ? "Do wynajęcia" : "Na sprzedaż"} ${what.toLowerCase()} o powierzchni ${area} m² ${place.locative}${street ? ` (ul. ${street})` : ""}.`,
    kind === "magazyn"
      ? "Brama wjazdowa dla samochodów dostawczych, posadzka przemysłowa, siła 400 V."
      : r.pick([
          "Witryna od strony ulicy, osobne wejście, zaplecze socjalne i WC.",
          "Lokal składa się z sali sprzedaży, zaplecza i toalety.",
          "Wysokie pomieszczenia, nowa instalacja elektryczna i klimatyzacja.",
        ]),
    kind === "magazyn"
      ? "Dobry dojazd do drogi krajowej nr 77."
      : `Sprawdzi się jako ${r.sample(["sklep", "gabinet lekarski", "biuro rachunkowe", "salon fryzjerski", "kawiarnia", "punkt usługowy"], 2).join(" lub ")}.`,
    `Przed budynkiem ${r.pick(["parking dla klientów", "miejsca postojowe", "duży plac manewrowy"])}.`,
  ];

  if (transaction === "wynajem") {
    const [low, high] = place.town ? [35, 55] : [20, 35];
    const price = Math.min(9000, Math.max(1200, r.between(area * low, area * high, 100)));
    const titles = [
      street ? `${what} do wynajęcia, ul. ${street}` : `${what} do wynajęcia ${place.locative}`,
      `${what} na wynajem, ${area} m² ${place.locative}`,
    ];
    if (kind !== "magazyn") titles.push(`Wynajmę lokal pod gabinet lub biuro ${place.locative}`);
    sentences.push(`Czynsz ${pln.format(price)} zł netto miesięcznie plus media.`);
    return {
      title: r.pick(titles),
      sentences,
      price,
      area,
      rooms,
      bathrooms: 1,
      street,
      params: { floor: 0, parking: "naziemne", deposit: price * 2 },
    };
  }

  const perM2 =
    kind === "magazyn"
      ? r.between(1500, 2500)
      : place.town
        ? r.between(3500, 6000)
        : r.between(2500, 4500);
  const price = Math.round((area * perM2) / 1000) * 1000;
  const titles = [`${what} ${area} m² ${place.locative}`];
  if (street && kind !== "magazyn") titles.push(`${what} na parterze, ul. ${street}`);
  if (place.town && kind === "handlowy") titles.push(`Lokal handlowy w centrum ${place.locative}`);
  sentences.push("Lokal z księgą wieczystą, wolny od obciążeń; możliwa sprzedaż z najemcą.");
  return {
    title: r.pick(titles),
    sentences,
    price,
    area,
    rooms,
    bathrooms: 1,
    street,
    params: { floor: 0, parking: "naziemne" },
  };
}
