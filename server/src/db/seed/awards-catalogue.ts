import type { DeliveryMethod } from '../../domain/awards.ts';
import type { ArtKey } from './art/index.ts';

/**
 * The demo award catalogue: groups, their categories and the awards in each. An item
 * with `variants` becomes one award per variant ("name — variant"); an item with
 * `nominals` becomes one gift card per value (`{v}` in the name, 10 vp per złoty).
 */
export interface CatalogueItem {
  name: string;
  /** Its illustration (art/); variants that name a colour paint the thing in it. */
  art: ArtKey;
  /** In vp, or in lp when `currency` is 'lp'. */
  price: number;
  short: string;
  variants?: string[];
  nominals?: number[];
  currency?: 'lp';
  delivery?: DeliveryMethod;
  /** Most units per participant. */
  limit?: number;
  /** Units in stock (0 = out of stock). */
  stock?: number;
  /** Withdrawn from ordering, still shown with its inactive picture. */
  inactive?: boolean;
  /** A paragraph of its own instead of its category's, where that one would not fit it. */
  about?: string;
}

export interface CatalogueCategory {
  name: string;
  delivery: DeliveryMethod;
  /** A paragraph every award of the category carries in its description. */
  about: string;
  items: CatalogueItem[];
}

export interface CatalogueGroup {
  name: string;
  description: string;
  art: ArtKey;
  /** The hue of its pictures' frames; its categories shift it a little. */
  hue: number;
  categories: CatalogueCategory[];
}

const NEW_DEVICE =
  'Sprzęt jest fabrycznie nowy, z polską instrukcją obsługi i co najmniej 24-miesięczną gwarancją producenta.';
const CARD_RULES =
  'Karta jest ważna 12 miesięcy od wydania. Można nią płacić wielokrotnie, aż do wykorzystania całej kwoty; reszta nie jest wypłacana w gotówce.';
const STREAMING_CODE =
  'Kod aktywujesz na stronie serwisu w ciągu 12 miesięcy od wydania; abonament nie odnawia się sam po okresie z kodu.';
const VOUCHER_RULES =
  'Termin realizacji uzgadniasz bezpośrednio z partnerem; voucher jest ważny 12 miesięcy od wydania i można go przekazać innej osobie.';

export const CATALOGUE: CatalogueGroup[] = [
  {
    name: 'Elektronika',
    art: 'groupElectronics',
    description: 'Telefony, sprzęt audio, komputery i małe AGD — z dostawą kurierem pod wskazany adres.',
    hue: 210,
    categories: [
      {
        name: 'Telefony i akcesoria',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Smartfon 6,5" 128 GB',
            art: 'smartphone',
            price: 6900,
            short: 'Duży ekran AMOLED, aparat 50 Mpix i bateria na dwa dni pracy.',
            variants: ['czarny', 'niebieski'],
            stock: 12,
          },
          {
            name: 'Smartfon kompaktowy 64 GB',
            art: 'smartphone',
            price: 3900,
            short: 'Poręczny telefon z NFC do płatności i ekranem 6,1".',
          },
          {
            name: 'Powerbank 10 000 mAh',
            art: 'powerbank',
            price: 390,
            short: 'Naładuje telefon ponad dwa razy; dwa porty USB-C i USB-A.',
            variants: ['czarny', 'biały'],
          },
          {
            name: 'Powerbank 20 000 mAh z szybkim ładowaniem',
            art: 'powerbank',
            price: 690,
            short: 'Moc 22,5 W, wyświetlacz poziomu naładowania i trzy wyjścia.',
          },
          {
            name: 'Ładowarka sieciowa USB-C 65 W',
            art: 'charger',
            price: 290,
            short: 'Jedna ładowarka do telefonu, tabletu i laptopa.',
          },
          {
            name: 'Ładowarka indukcyjna 15 W',
            art: 'wirelessCharger',
            price: 350,
            short: 'Połóż telefon i gotowe — podstawka z diodą stanu ładowania.',
          },
          {
            name: 'Uchwyt samochodowy na telefon',
            art: 'carHolder',
            price: 150,
            short: 'Mocowanie do kratki nawiewu z magnesem i obrotem o 360°.',
          },
          {
            name: 'Smartwatch sportowy',
            art: 'smartwatch',
            price: 2900,
            short: 'GPS, pomiar tętna i saturacji, powiadomienia z telefonu.',
            variants: ['czarny', 'różowy'],
            limit: 1,
          },
          {
            name: 'Opaska fitness z pulsometrem',
            art: 'fitnessBand',
            price: 990,
            short: 'Liczy kroki, mierzy sen i tętno; do 14 dni na baterii.',
          },
          {
            name: 'Etui ochronne z klapką',
            art: 'phoneCase',
            price: 120,
            short: 'Skórzane etui z kieszenią na karty, pasuje do większości telefonów 6,1–6,7".',
          },
        ],
      },
      {
        name: 'Audio',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Słuchawki bezprzewodowe nauszne',
            art: 'headphones',
            price: 1900,
            short: 'Aktywna redukcja szumów i do 30 godzin słuchania.',
            variants: ['czarne', 'białe', 'granatowe'],
          },
          {
            name: 'Słuchawki douszne z etui ładującym',
            art: 'earbuds',
            price: 1200,
            short: 'Lekkie pchełki z mikrofonem do rozmów i etui na 24 godziny.',
            variants: ['czarne', 'białe'],
          },
          {
            name: 'Głośnik Bluetooth wodoodporny',
            art: 'speaker',
            price: 890,
            short: 'Klasa szczelności IP67, 12 godzin grania, można go zabrać na plażę.',
            variants: ['czerwony', 'niebieski', 'czarny'],
          },
          {
            name: 'Soundbar 2.1 z subwooferem',
            art: 'soundbar',
            price: 4900,
            short: 'Pełny dźwięk do telewizora: HDMI ARC i bezprzewodowy subwoofer.',
            stock: 4,
          },
          {
            name: 'Radio cyfrowe DAB+',
            art: 'radio',
            price: 790,
            short: 'Czysty odbiór stacji cyfrowych, budzik i zasilanie z baterii.',
          },
          {
            name: 'Gramofon z wbudowanymi głośnikami',
            art: 'turntable',
            price: 2400,
            short: 'Trzy prędkości obrotów, Bluetooth i wyjście słuchawkowe.',
          },
          {
            name: 'Głośnik sklepowy z odtwarzaczem muzyki',
            art: 'shopSpeaker',
            price: 1500,
            short: 'Cicha muzyka w tle dla klientów, z pilotem i harmonogramem.',
          },
        ],
      },
      {
        name: 'Komputery i tablety',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Tablet 10" 64 GB',
            art: 'tablet',
            price: 3900,
            short: 'Do faktur, poczty i filmów; ekran Full HD i 8 godzin pracy.',
          },
          {
            name: 'Tablet 11" 128 GB z rysikiem',
            art: 'tabletPen',
            price: 6900,
            short: 'Duży ekran 120 Hz i rysik do notatek i podpisów.',
          },
          {
            name: 'Laptop 15,6" 16 GB RAM',
            art: 'laptop',
            price: 18900,
            short: 'Wydajny laptop do biura sklepu: dysk SSD 512 GB i Windows 11.',
            stock: 3,
            limit: 1,
          },
          {
            name: 'Laptop 14" ultralekki',
            art: 'laptop',
            price: 13900,
            short: 'Tylko 1,2 kg, bateria na cały dzień i podświetlana klawiatura.',
            stock: 0,
          },
          {
            name: 'Monitor 24" Full HD',
            art: 'monitor',
            price: 3300,
            short: 'Matryca IPS, regulacja wysokości i złącza HDMI oraz DisplayPort.',
          },
          {
            name: 'Mysz bezprzewodowa',
            art: 'mouse',
            price: 180,
            short: 'Cicha, z odbiornikiem USB i baterią na rok.',
          },
          {
            name: 'Klawiatura bezprzewodowa',
            art: 'keyboard',
            price: 340,
            short: 'Polski układ, cichy skok klawiszy i blok numeryczny.',
          },
          {
            name: 'Dysk zewnętrzny SSD 1 TB',
            art: 'ssd',
            price: 1700,
            short: 'Szybka kopia zapasowa dokumentów sklepu, USB-C.',
          },
          { name: 'Pendrive 128 GB', art: 'pendrive', price: 120, short: 'Metalowa obudowa, USB 3.2.' },
          {
            name: 'Drukarka laserowa z Wi-Fi',
            art: 'printer',
            price: 2600,
            short: 'Monochromatyczna, dwustronny druk i drukowanie z telefonu.',
          },
          {
            name: 'Router Wi-Fi 6',
            art: 'router',
            price: 890,
            short: 'Stabilny internet w sklepie i na zapleczu, do 64 urządzeń.',
          },
        ],
      },
      {
        name: 'Telewizory i projektory',
        delivery: 'MT',
        about: NEW_DEVICE + ' Sprzęt wniesiemy do mieszkania; odbiór starego urządzenia zgłosisz kurierowi.',
        items: [
          {
            name: 'Telewizor 43" 4K',
            art: 'tv',
            price: 6500,
            short: 'Smart TV z aplikacjami do streamingu i trybem HDR.',
          },
          {
            name: 'Telewizor 55" 4K',
            art: 'tv',
            price: 9900,
            short: 'Obraz 4K z HDR10+, trzy złącza HDMI i sterowanie głosem.',
            stock: 5,
          },
          {
            name: 'Telewizor 65" 4K QLED',
            art: 'tv',
            price: 19900,
            short: 'Kropki kwantowe, 120 Hz i Dolby Atmos — kino w salonie.',
            stock: 2,
            limit: 1,
          },
          {
            name: 'Projektor Full HD',
            art: 'projector',
            price: 5900,
            short: 'Obraz do 120 cali, jasność 3500 lumenów i głośnik 10 W.',
          },
          {
            name: 'Odtwarzacz multimedialny 4K',
            art: 'mediaPlayer',
            price: 890,
            short: 'Zamienia każdy telewizor w Smart TV; pilot z mikrofonem.',
          },
          {
            name: 'Uchwyt ścienny do telewizora',
            art: 'tvMount',
            price: 390,
            short: 'Regulowany kąt, do ekranów 32–65" i 40 kg.',
          },
        ],
      },
      {
        name: 'Małe AGD',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Ekspres ciśnieniowy automatyczny',
            art: 'espresso',
            price: 7900,
            short: 'Mieli ziarna i spienia mleko: kawa jak z kawiarni jednym przyciskiem.',
          },
          {
            name: 'Ekspres przelewowy',
            art: 'dripCoffee',
            price: 1490,
            short: 'Dzbanek 1,5 l z podgrzewaczem — kawa dla całego zespołu.',
          },
          {
            name: 'Czajnik elektryczny z regulacją temperatury',
            art: 'kettle',
            price: 590,
            short: 'Pięć temperatur do herbaty i kawy, funkcja utrzymania ciepła.',
            variants: ['stalowy', 'czarny'],
          },
          {
            name: 'Blender kielichowy',
            art: 'blender',
            price: 990,
            short: 'Moc 1200 W, kruszy lód i miksuje koktajle w kilka sekund.',
          },
          {
            name: 'Frytkownica beztłuszczowa 5,5 l',
            art: 'airFryer',
            price: 1990,
            short: 'Chrupiące frytki bez głębokiego tłuszczu, osiem programów.',
          },
          {
            name: 'Odkurzacz pionowy bezprzewodowy',
            art: 'stickVacuum',
            price: 4900,
            short: 'Do 60 minut pracy, filtr HEPA i końcówka do sierści.',
          },
          {
            name: 'Robot sprzątający',
            art: 'robotVacuum',
            price: 6500,
            short: 'Mapuje mieszkanie, odkurza i myje podłogi według harmonogramu.',
            inactive: true,
          },
          {
            name: 'Toster',
            art: 'toaster',
            price: 390,
            short: 'Dwa szerokie sloty, siedem stopni opiekania i rozmrażanie.',
          },
          {
            name: 'Mikrofalówka 20 l',
            art: 'microwave',
            price: 790,
            short: 'Grill, rozmrażanie i pięć poziomów mocy — idealna na zaplecze.',
          },
        ],
      },
    ],
  },
  {
    name: 'Dom i ogród',
    art: 'groupHome',
    description: 'Wszystko do kuchni, warsztatu i ogrodu, a także rzeczy, które umilają wieczór w domu.',
    hue: 135,
    categories: [
      {
        name: 'Kuchnia',
        delivery: 'MT',
        about: 'Naczynia i akcesoria mają atest do kontaktu z żywnością; jak je myć, podaje instrukcja producenta.',
        items: [
          {
            name: 'Zestaw garnków 8 el.',
            art: 'pots',
            price: 2200,
            short: 'Stal nierdzewna, pokrywki ze szkła, do każdej płyty, także indukcyjnej.',
          },
          {
            name: 'Patelnia granitowa 28 cm',
            art: 'pan',
            price: 450,
            short: 'Nieprzywierająca powłoka i uchwyt, który się nie nagrzewa.',
          },
          {
            name: 'Komplet noży w bloku',
            art: 'knives',
            price: 890,
            short: 'Sześć noży z kutej stali, ostrzałka i drewniany blok.',
          },
          {
            name: 'Zestaw sztućców 24 el.',
            art: 'cutlery',
            price: 690,
            short: 'Sztućce dla sześciu osób w eleganckim, matowym wykończeniu.',
          },
          {
            name: 'Robot planetarny',
            art: 'standMixer',
            price: 3900,
            short: 'Misa 5 l, hak, mieszadło i trzepaczka — ciasta bez wysiłku.',
          },
          {
            name: 'Waga kuchenna',
            art: 'kitchenScale',
            price: 140,
            short: 'Dokładność do 1 g, funkcja tary i podświetlany wyświetlacz.',
          },
          {
            name: 'Zestaw pojemników szklanych',
            art: 'glassContainers',
            price: 290,
            short: 'Dziesięć pojemników z hermetycznymi pokrywkami.',
          },
          {
            name: 'Serwis obiadowy 18 el.',
            art: 'dinnerSet',
            price: 990,
            short: 'Porcelana dla sześciu osób, biała z delikatnym wzorem.',
          },
          {
            name: 'Termos stalowy 1 l',
            art: 'thermos',
            price: 250,
            short: 'Trzyma ciepło 24 godziny — kawa na cały dzień za ladą.',
          },
          {
            name: 'Młynek do kawy żarnowy',
            art: 'coffeeGrinder',
            price: 590,
            short: 'Osiemnaście stopni mielenia, od espresso po kawiarkę.',
          },
        ],
      },
      {
        name: 'Narzędzia',
        delivery: 'MT',
        about: 'Narzędzia z gwarancją producenta; akumulatory i ładowarki są w zestawie, jeśli opis je wymienia.',
        items: [
          {
            name: 'Wiertarko-wkrętarka akumulatorowa 18 V',
            art: 'drill',
            price: 1900,
            short: 'Dwa akumulatory, ładowarka i walizka z zestawem bitów.',
          },
          {
            name: 'Zestaw kluczy nasadowych 94 el.',
            art: 'socketSet',
            price: 790,
            short: 'Klucze i nasadki w solidnej walizce — do auta i warsztatu.',
          },
          {
            name: 'Szlifierka kątowa',
            art: 'angleGrinder',
            price: 890,
            short: 'Tarcza 125 mm, łagodny rozruch i osłona bez narzędzi.',
          },
          {
            name: 'Poziomica laserowa',
            art: 'laserLevel',
            price: 990,
            short: 'Krzyż laserowy i samopoziomowanie — półki zawsze prosto.',
          },
          { name: 'Skrzynka narzędziowa', art: 'toolbox', price: 290, short: 'Wyjmowana tacka i metalowe zapięcia.' },
          {
            name: 'Drabina aluminiowa 3-stopniowa',
            art: 'ladder',
            price: 490,
            short: 'Lekka i składana, z tacką na narzędzia.',
          },
          {
            name: 'Myjka ciśnieniowa',
            art: 'pressureWasher',
            price: 1900,
            short: 'Ciśnienie 140 bar — chodnik przed sklepem jak nowy.',
          },
        ],
      },
      {
        name: 'Ogród',
        delivery: 'MT',
        about: 'Duże przedmioty przywozimy na paletach; kurier zadzwoni dzień przed dostawą.',
        items: [
          {
            name: 'Kosiarka akumulatorowa',
            art: 'lawnMower',
            price: 4900,
            short: 'Szerokość koszenia 38 cm, kosz 40 l i dwa akumulatory.',
          },
          {
            name: 'Grill gazowy 3-palnikowy',
            art: 'gasGrill',
            price: 5900,
            short: 'Żeliwne ruszty, termometr w pokrywie i boczny palnik.',
            stock: 6,
          },
          {
            name: 'Grill węglowy kociołek',
            art: 'kettleGrill',
            price: 990,
            short: 'Klasyczny kociołek 57 cm z pokrywą i popielnikiem.',
          },
          {
            name: 'Zestaw mebli ogrodowych',
            art: 'gardenFurniture',
            price: 6900,
            short: 'Stół i cztery fotele z technorattanu z poduszkami.',
          },
          {
            name: 'Parasol ogrodowy 3 m',
            art: 'parasol',
            price: 1200,
            short: 'Boczny wysięgnik, obrót o 360° i pokrowiec.',
          },
          {
            name: 'Leżak ogrodowy',
            art: 'deckChair',
            price: 350,
            short: 'Składany, z regulacją oparcia w pięciu pozycjach.',
            variants: ['zielony', 'szary'],
          },
          {
            name: 'Wąż ogrodowy 30 m z wózkiem',
            art: 'hoseReel',
            price: 390,
            short: 'Wąż odporny na skręcanie i zestaw złączek.',
          },
          { name: 'Sekator', art: 'pruner', price: 120, short: 'Ostrza ze stali hartowanej, tnie gałęzie do 2 cm.' },
          { name: 'Hamak z drewnianą ramą', art: 'hammock', price: 990, short: 'Wolnostojący, udźwig do 150 kg.' },
          {
            name: 'Lampy solarne do ogrodu (10 szt.)',
            art: 'solarLamp',
            price: 190,
            short: 'Same się ładują i włączają o zmroku.',
          },
        ],
      },
      {
        name: 'Wyposażenie wnętrz',
        delivery: 'MT',
        about: 'Tekstylia wypierz przed pierwszym użyciem; urządzenia mają polską instrukcję i gwarancję producenta.',
        items: [
          {
            name: 'Komplet pościeli satynowej 160×200',
            art: 'bedding',
            price: 450,
            short: 'Bawełniana satyna: kołdra i dwie poszewki na poduszki.',
            variants: ['biała', 'grafitowa', 'beżowa'],
          },
          { name: 'Koc z mikrofibry', art: 'blanket', price: 190, short: 'Miękki i ciepły koc 150×200 cm.' },
          {
            name: 'Zestaw ręczników 6 szt.',
            art: 'towels',
            price: 350,
            short: 'Bawełna frotte o gramaturze 500 g/m².',
          },
          { name: 'Lampa stojąca LED', art: 'floorLamp', price: 690, short: 'Ściemniana, z regulacją barwy światła.' },
          {
            name: 'Oczyszczacz powietrza',
            art: 'airPurifier',
            price: 2900,
            short: 'Filtr HEPA H13 dla pomieszczeń do 50 m².',
          },
          {
            name: 'Nawilżacz powietrza',
            art: 'humidifier',
            price: 690,
            short: 'Ultradźwiękowy, zbiornik 4 l na całą noc.',
          },
          { name: 'Zegar ścienny', art: 'wallClock', price: 180, short: 'Cichy mechanizm, średnica 40 cm.' },
        ],
      },
    ],
  },
  {
    name: 'Karty podarunkowe',
    art: 'groupCards',
    description: 'Karty do sklepów, stacji paliw i kin — do wykorzystania od razu po wydaniu.',
    hue: 335,
    categories: [
      {
        name: 'Zakupy',
        delivery: 'GFCA',
        about: CARD_RULES,
        items: [
          {
            name: 'Karta podarunkowa do sieci supermarketów {v} zł',
            art: 'cardGrocery',
            price: 0,
            nominals: [50, 100, 200, 500],
            short: 'Zakupy spożywcze i chemia w ponad 900 sklepach w całej Polsce.',
            limit: 10,
          },
          {
            name: 'Karta podarunkowa do sklepów z elektroniką {v} zł',
            art: 'cardElectronics',
            price: 0,
            nominals: [100, 200, 500],
            short: 'Do wykorzystania w sklepach stacjonarnych i w sklepie internetowym.',
          },
          {
            name: 'Karta podarunkowa do drogerii {v} zł',
            art: 'cardDrugstore',
            price: 0,
            nominals: [50, 100, 200],
            short: 'Kosmetyki, chemia i apteczka w sieci drogerii.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do sklepu internetowego {v} zł',
            art: 'cardOnline',
            price: 0,
            nominals: [100, 300],
            short: 'Kod do wpisania w koszyku największego polskiego sklepu internetowego.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do sklepów meblowych {v} zł',
            art: 'cardFurniture',
            price: 0,
            nominals: [200, 500],
            short: 'Meble i dodatki do domu w salonach sieci i online.',
          },
        ],
      },
      {
        name: 'Moda',
        delivery: 'GFCA',
        about: CARD_RULES,
        items: [
          {
            name: 'Karta podarunkowa do sieci sklepów odzieżowych {v} zł',
            art: 'cardFashion',
            price: 0,
            nominals: [100, 200, 500],
            short: 'Ubrania dla całej rodziny w ponad 300 salonach.',
          },
          {
            name: 'Karta podarunkowa do sklepów obuwniczych {v} zł',
            art: 'cardShoes',
            price: 0,
            nominals: [100, 250],
            short: 'Buty i torebki w salonach i sklepie internetowym sieci.',
          },
          {
            name: 'Karta podarunkowa do sklepu sportowego {v} zł',
            art: 'cardSport',
            price: 0,
            nominals: [100, 200],
            short: 'Odzież i sprzęt sportowy znanych marek.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do salonów jubilerskich {v} zł',
            art: 'cardJewellery',
            price: 0,
            nominals: [200, 500],
            short: 'Biżuteria i zegarki w salonach jubilerskich sieci.',
          },
        ],
      },
      {
        name: 'Paliwo i auto',
        delivery: 'CB',
        about: CARD_RULES,
        items: [
          {
            name: 'Karta paliwowa {v} zł',
            art: 'cardFuel',
            price: 0,
            nominals: [100, 200, 300, 500],
            short: 'Paliwo, myjnia i zakupy na stacjach sieci w całej Polsce.',
            limit: 5,
          },
          {
            name: 'Karta do myjni samochodowej {v} zł',
            art: 'cardCarWash',
            price: 0,
            nominals: [50, 100],
            short: 'Mycie i woskowanie w myjniach bezdotykowych i automatycznych.',
          },
          {
            name: 'Karta na przegląd i serwis auta {v} zł',
            art: 'cardCarService',
            price: 0,
            nominals: [300],
            short: 'Przegląd, wymiana oleju lub opon w sieci warsztatów.',
            delivery: 'GFCA',
          },
        ],
      },
      {
        name: 'Rozrywka',
        delivery: 'GFCA',
        about: CARD_RULES,
        items: [
          {
            name: 'Karta podarunkowa do sieci kin {v} zł',
            art: 'cardCinema',
            price: 0,
            nominals: [50, 100],
            short: 'Bilety i przekąski w kinach sieci.',
          },
          {
            name: 'Karta podarunkowa do księgarni {v} zł',
            art: 'cardBooks',
            price: 0,
            nominals: [50, 100, 200],
            short: 'Książki, audiobooki i gry planszowe.',
          },
          {
            name: 'Kod do serwisu streamingowego — 3 miesiące',
            art: 'streaming',
            price: 1500,
            short: 'Trzy miesiące filmów i seriali bez reklam.',
            delivery: 'CB',
            about: STREAMING_CODE,
          },
          {
            name: 'Kod do serwisu streamingowego — 12 miesięcy',
            art: 'streaming',
            price: 5400,
            short: 'Cały rok filmów i seriali w jakości 4K.',
            delivery: 'CB',
            about: STREAMING_CODE,
            limit: 1,
          },
          {
            name: 'Karta podarunkowa do parku rozrywki {v} zł',
            art: 'cardAmusement',
            price: 0,
            nominals: [200],
            short: 'Bilety wstępu dla całej rodziny do parku rozrywki.',
          },
        ],
      },
    ],
  },
  {
    name: 'Sport i rekreacja',
    art: 'groupSport',
    description: 'Rowery, sprzęt do ćwiczeń i wszystko na wyjazd pod namiot.',
    hue: 28,
    categories: [
      {
        name: 'Rowery i hulajnogi',
        delivery: 'MT',
        about:
          'Rowery i hulajnogi przychodzą złożone w 90%: resztę zamontujesz kluczem z zestawu. Akcesoria są gotowe do użycia.',
        items: [
          {
            name: 'Rower miejski 28"',
            art: 'cityBike',
            price: 8900,
            short: 'Trzy biegi w piaście, koszyk i oświetlenie z dynama.',
            variants: ['damski', 'męski'],
          },
          {
            name: 'Rower górski 29"',
            art: 'mountainBike',
            price: 11900,
            short: 'Rama aluminiowa, amortyzator i hamulce tarczowe.',
            stock: 4,
          },
          {
            name: 'Rower elektryczny',
            art: 'eBike',
            price: 19500,
            short: 'Zasięg do 100 km, silnik w piaście i bateria w ramie.',
            stock: 2,
            limit: 1,
          },
          {
            name: 'Hulajnoga elektryczna',
            art: 'eScooter',
            price: 6900,
            short: 'Prędkość do 25 km/h, zasięg 30 km, składana w trzy sekundy.',
          },
          {
            name: 'Hulajnoga dla dzieci',
            art: 'kidScooter',
            price: 390,
            short: 'Trzy świecące kółka i regulowana kierownica.',
          },
          {
            name: 'Kask rowerowy',
            art: 'helmet',
            price: 290,
            short: 'Lekki, z wentylacją i tylną lampką LED.',
            variants: ['rozmiar M', 'rozmiar L'],
          },
          {
            name: 'Licznik rowerowy GPS',
            art: 'bikeGps',
            price: 990,
            short: 'Mapy, nawigacja zakręt po zakręcie i pomiar tętna.',
          },
          {
            name: 'Zestaw lampek rowerowych',
            art: 'bikeLights',
            price: 150,
            short: 'Przednia i tylna lampka ładowane przez USB.',
          },
        ],
      },
      {
        name: 'Fitness',
        delivery: 'MT',
        about: 'Sprzęt do ćwiczeń w domu; instrukcję i plan pierwszych treningów znajdziesz w paczce.',
        items: [
          {
            name: 'Bieżnia składana',
            art: 'treadmill',
            price: 8900,
            short: 'Silnik 2,5 KM, prędkość do 16 km/h i 12 programów.',
            stock: 0,
          },
          {
            name: 'Rower stacjonarny',
            art: 'exerciseBike',
            price: 4200,
            short: 'Cichy, magnetyczny opór w 16 stopniach.',
          },
          {
            name: 'Zestaw hantli 2×10 kg',
            art: 'dumbbells',
            price: 490,
            short: 'Regulowane obciążenie i walizka do przechowywania.',
          },
          {
            name: 'Mata do ćwiczeń',
            art: 'yogaMat',
            price: 120,
            short: 'Antypoślizgowa, grubość 10 mm, z paskiem do noszenia.',
            variants: ['fioletowa', 'zielona'],
          },
          {
            name: 'Piłka gimnastyczna 65 cm',
            art: 'gymBall',
            price: 90,
            short: 'Wytrzymuje do 300 kg, pompka w zestawie.',
          },
          {
            name: 'Gumy oporowe (5 szt.)',
            art: 'resistanceBands',
            price: 80,
            short: 'Pięć poziomów oporu i woreczek.',
          },
          {
            name: 'Ławka treningowa',
            art: 'bench',
            price: 990,
            short: 'Regulowane oparcie i siedzisko, udźwig 250 kg.',
          },
        ],
      },
      {
        name: 'Turystyka i camping',
        delivery: 'MT',
        about: 'Sprzęt turystyczny sprawdzony na szlakach; przed pierwszym wyjazdem wypróbuj go w domu.',
        items: [
          {
            name: 'Namiot 4-osobowy',
            art: 'tent',
            price: 1900,
            short: 'Dwie sypialnie, przedsionek i słup wody 3000 mm.',
          },
          {
            name: 'Śpiwór puchowy',
            art: 'sleepingBag',
            price: 890,
            short: 'Temperatura komfortu 2°C, waga tylko 900 g.',
          },
          {
            name: 'Plecak trekkingowy 45 l',
            art: 'backpack',
            price: 590,
            short: 'Wentylowane plecy, pokrowiec przeciwdeszczowy.',
          },
          {
            name: 'Kuchenka turystyczna',
            art: 'campingStove',
            price: 190,
            short: 'Na kartusze gazowe, z piezozapalnikiem.',
          },
          {
            name: 'Lodówka turystyczna 24 l',
            art: 'cooler',
            price: 490,
            short: 'Zasilanie z gniazda samochodowego 12 V i sieci 230 V.',
          },
          {
            name: 'Kijki trekkingowe',
            art: 'trekkingPoles',
            price: 190,
            short: 'Aluminiowe, teleskopowe, z amortyzacją.',
          },
          { name: 'Latarka czołowa', art: 'headlamp', price: 120, short: '400 lumenów i czerwone światło nocne.' },
          {
            name: 'Kajak pompowany 2-osobowy',
            art: 'kayak',
            price: 2500,
            short: 'Wiosła, pompka i torba transportowa w zestawie.',
          },
        ],
      },
      {
        name: 'Gry i zabawa',
        delivery: 'MT',
        about: 'Rozrywka dla całej rodziny — na podwórko, do ogrodu i na wieczór przy stole.',
        items: [
          {
            name: 'Stół do tenisa stołowego',
            art: 'pingPong',
            price: 3900,
            short: 'Składany, na kółkach, z siatką, rakietkami i piłeczkami.',
          },
          { name: 'Zestaw do badmintona', art: 'badminton', price: 150, short: 'Cztery rakietki, lotki i siatka.' },
          { name: 'Piłka nożna meczowa', art: 'football', price: 220, short: 'Rozmiar 5, szyta ręcznie.' },
          {
            name: 'Trampolina ogrodowa 305 cm',
            art: 'trampoline',
            price: 3500,
            short: 'Siatka zabezpieczająca i drabinka w zestawie.',
          },
          {
            name: 'Gra planszowa rodzinna',
            art: 'boardGame',
            price: 190,
            short: 'Dla 2–6 graczy od 8 lat, rozgrywka ok. 45 minut.',
            variants: ['strategiczna', 'imprezowa', 'kooperacyjna'],
          },
          { name: 'Zestaw do gry w bule', art: 'boules', price: 150, short: 'Sześć metalowych kul i świnka w torbie.' },
        ],
      },
    ],
  },
  {
    name: 'Dla sklepu',
    art: 'groupShop',
    description: 'Wyposażenie, sprzęt i reklama, które pomogą Twojemu sklepowi sprzedawać więcej.',
    hue: 175,
    categories: [
      {
        name: 'Wyposażenie sklepu',
        delivery: 'MT',
        about: 'Wyposażenie dowozimy na paletach w dni robocze; termin dostawy kurier uzgodni telefonicznie.',
        items: [
          {
            name: 'Regał sklepowy metalowy',
            art: 'shelfRack',
            price: 2900,
            short: 'Pięć półek, wysokość 200 cm, udźwig 80 kg na półkę.',
            limit: 4,
          },
          { name: 'Wózki sklepowe (5 szt.)', art: 'trolley', price: 3900, short: 'Wózki 90 l z blokadą na monetę.' },
          {
            name: 'Koszyki sklepowe (10 szt.)',
            art: 'baskets',
            price: 690,
            short: 'Plastikowe, z dwiema rączkami, w kolorze zielonym.',
          },
          {
            name: 'Lada sklepowa',
            art: 'counter',
            price: 5900,
            short: 'Lada kasowa z szufladami i półką na towar impulsowy.',
            stock: 3,
          },
          {
            name: 'Drabina magazynowa',
            art: 'platformLadder',
            price: 690,
            short: 'Cztery stopnie z platformą i poręczą.',
          },
          { name: 'Wózek paletowy ręczny', art: 'palletTruck', price: 2900, short: 'Udźwig 2500 kg, widły 115 cm.' },
          {
            name: 'Lustro sklepowe wypukłe',
            art: 'convexMirror',
            price: 390,
            short: 'Średnica 60 cm — pełny widok na alejki.',
          },
        ],
      },
      {
        name: 'Kasy i terminale',
        delivery: 'MT',
        about:
          'Kasa przychodzi z instrukcją fiskalizacji, a serwisant skontaktuje się po dostawie; pozostałe urządzenia podłączysz sam według instrukcji.',
        items: [
          {
            name: 'Kasa fiskalna online',
            art: 'register',
            price: 3900,
            short: 'Kasa z łącznością z Centralnym Repozytorium Kas i drukarką termiczną.',
            limit: 1,
          },
          {
            name: 'Drukarka etykiet',
            art: 'labelPrinter',
            price: 990,
            short: 'Ceny i kody kreskowe na półkę w kilka sekund.',
          },
          {
            name: 'Czytnik kodów kreskowych',
            art: 'scanner',
            price: 590,
            short: 'Bezprzewodowy, czyta kody 1D i 2D, także z ekranu telefonu.',
          },
          {
            name: 'Waga sklepowa legalizowana',
            art: 'shopScale',
            price: 2900,
            short: 'Do 15 kg, z legalizacją i wyświetlaczem dla klienta.',
          },
          {
            name: 'Szuflada kasowa',
            art: 'cashDrawer',
            price: 490,
            short: 'Pięć przegródek na banknoty i osiem na monety.',
          },
          {
            name: 'Tablet POS z oprogramowaniem',
            art: 'posTablet',
            price: 4900,
            short: 'Sprzedaż, magazyn i raporty w jednym urządzeniu.',
          },
          {
            name: 'Dopłata do terminala płatniczego',
            art: 'paymentTerminal',
            price: 2400,
            short: 'Zwrot rocznych opłat za terminal płatniczy przelewem na konto firmy.',
            delivery: 'MA',
            about: 'Dopłata nie wymaga dokumentów: wystarczy, że terminal w sklepie działa w dniu zamówienia.',
            limit: 1,
          },
        ],
      },
      {
        name: 'Chłodnictwo',
        delivery: 'MT',
        about: 'Urządzenia chłodnicze dostarczamy z wniesieniem; przed włączeniem odczekaj 12 godzin.',
        items: [
          {
            name: 'Witryna chłodnicza 120 cm',
            art: 'displayCounter',
            price: 14900,
            short: 'Na wędliny i sery, z podświetleniem LED.',
            stock: 2,
          },
          {
            name: 'Szafa chłodnicza przeszklona',
            art: 'glassFridge',
            price: 9900,
            short: 'Na napoje, 380 l, z zamkiem i podświetlanym panelem.',
          },
          {
            name: 'Zamrażarka skrzyniowa 300 l',
            art: 'chestFreezer',
            price: 5900,
            short: 'Szklane przesuwne drzwi — lody zawsze na widoku.',
          },
          {
            name: 'Lodówka podladowa',
            art: 'underCounterFridge',
            price: 4900,
            short: 'Dwie szuflady GN pod ladę, stal nierdzewna.',
          },
          {
            name: 'Termometr z rejestratorem',
            art: 'thermometer',
            price: 290,
            short: 'Zapis temperatur na potrzeby kontroli sanepidu.',
            about: 'Rejestrator przychodzi z baterią i instrukcją; dane odczytasz przez USB w każdym komputerze.',
          },
        ],
      },
      {
        name: 'Marketing i reklama',
        delivery: 'MT',
        about: 'Materiały z nadrukiem przygotujemy z logo Twojego sklepu; projekt prześlemy do akceptacji e-mailem.',
        items: [
          {
            name: 'Kaseton reklamowy LED',
            art: 'lightbox',
            price: 3900,
            short: 'Podświetlany szyld nad wejście, 200×50 cm.',
          },
          { name: 'Potykacz kredowy', art: 'aFrame', price: 390, short: 'Dwustronny, na oferty dnia pisane kredą.' },
          {
            name: 'Pakiet ulotek (5000 szt.)',
            art: 'leaflets',
            price: 690,
            short: 'Druk A5 dwustronny na papierze kredowym.',
          },
          {
            name: 'Stojak na ulotki',
            art: 'leafletStand',
            price: 290,
            short: 'Trzy kieszenie A4, ustawiany na ladzie.',
          },
          {
            name: 'Naklejki podłogowe',
            art: 'floorStickers',
            price: 150,
            short: 'Strzałki i oznaczenia alejek, antypoślizgowe.',
          },
          {
            name: 'Ekran reklamowy 43" do witryny',
            art: 'adScreen',
            price: 8900,
            short: 'Jasny ekran widoczny w słońcu, z harmonogramem treści.',
          },
          {
            name: 'Markiza z logo sklepu',
            art: 'awning',
            price: 1900,
            short: 'Markiza nad witryną z nadrukiem nazwy i logo.',
            inactive: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Vouchery',
    art: 'groupVouchers',
    description: 'Wypoczynek, kolacje, przeżycia i premie pieniężne — wysyłamy je e-mailem lub przelewem.',
    hue: 268,
    categories: [
      {
        name: 'Podróże i wypoczynek',
        delivery: 'MV',
        about: VOUCHER_RULES,
        items: [
          {
            name: 'Weekend w SPA dla dwojga',
            art: 'spa',
            price: 5900,
            short: 'Dwie noce ze śniadaniami, kolacja i masaż dla dwóch osób.',
            stock: 8,
            limit: 1,
          },
          {
            name: 'Nocleg w hotelu górskim dla 2 osób',
            art: 'mountains',
            price: 2900,
            short: 'Noc w pokoju z widokiem na Tatry i śniadanie.',
          },
          {
            name: 'Lot balonem',
            art: 'balloon',
            price: 4500,
            short: 'Godzina lotu nad Mazurami z certyfikatem i lampką szampana.',
          },
          {
            name: 'Tydzień nad morzem dla rodziny',
            art: 'seaside',
            price: 19900,
            short: 'Siedem nocy w apartamencie dla 4 osób w Jastarni.',
            stock: 1,
            limit: 1,
          },
          {
            name: 'Voucher do parku wodnego dla rodziny',
            art: 'waterPark',
            price: 690,
            short: 'Całodzienne wejście dla dwóch dorosłych i dwójki dzieci.',
          },
          {
            name: 'Rejs po Mazurach',
            art: 'sailboat',
            price: 3500,
            short: 'Dzień na jachcie ze sternikiem dla czterech osób.',
            stock: 0,
          },
        ],
      },
      {
        name: 'Restauracje',
        delivery: 'MV',
        about: VOUCHER_RULES,
        items: [
          {
            name: 'Kolacja degustacyjna dla dwojga',
            art: 'dinner',
            price: 1500,
            short: 'Siedem dań od szefa kuchni i dobór win.',
          },
          {
            name: 'Voucher do pizzerii 100 zł',
            art: 'pizza',
            price: 1000,
            short: 'Do wykorzystania w ponad 150 lokalach sieci.',
          },
          {
            name: 'Warsztaty kulinarne',
            art: 'chefHat',
            price: 1900,
            short: 'Cztery godziny gotowania z szefem kuchni, kuchnia włoska lub azjatycka.',
          },
          {
            name: 'Voucher do kawiarni 50 zł',
            art: 'cafe',
            price: 500,
            short: 'Kawa i ciasto w sieci kawiarni w całej Polsce.',
          },
        ],
      },
      {
        name: 'Przeżycia',
        delivery: 'MV',
        about: VOUCHER_RULES,
        items: [
          {
            name: 'Jazda samochodem sportowym',
            art: 'sportsCar',
            price: 3900,
            short: 'Trzy okrążenia toru za kierownicą auta sportowego z instruktorem.',
          },
          {
            name: 'Skok ze spadochronem w tandemie',
            art: 'parachute',
            price: 7900,
            short: 'Skok z 4000 metrów z instruktorem i film z lotu.',
            stock: 5,
          },
          {
            name: 'Lekcja nurkowania',
            art: 'diving',
            price: 1900,
            short: 'Pierwsze zejście pod wodę z instruktorem i sprzętem.',
          },
          {
            name: 'Escape room dla 5 osób',
            art: 'escapeRoom',
            price: 1200,
            short: 'Godzina zagadek dla pięciu osób — świetne na wyjście zespołu.',
          },
        ],
      },
      {
        name: 'Premie pieniężne',
        delivery: 'MA',
        about:
          'Kwotę przelewamy na firmowe konto bankowe podane w zamówieniu. Przelew jest przychodem firmy — ujmij go w księgach jak każdą premię od dostawcy.',
        items: [
          {
            name: 'Przelew 100 zł na konto firmowe',
            art: 'banknotes',
            price: 1000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 12,
          },
          {
            name: 'Przelew 250 zł na konto firmowe',
            art: 'banknotes',
            price: 2500,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 6,
          },
          {
            name: 'Przelew 500 zł na konto firmowe',
            art: 'banknotes',
            price: 5000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 4,
          },
          {
            name: 'Przelew 1000 zł na konto firmowe',
            art: 'banknotes',
            price: 10000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 2,
          },
          {
            name: 'Dofinansowanie szkolenia dla pracowników',
            art: 'training',
            price: 3000,
            short: 'Zwrot do 300 zł za szkolenie z obsługi klienta lub kasy fiskalnej.',
          },
        ],
      },
    ],
  },
];

/**
 * Awards in lp, the second currency of the FRSH group (about a tenth of the catalogue):
 * placed into the categories named here.
 */
export const LP_AWARDS: Array<CatalogueItem & { group: string; category: string }> = [
  {
    group: 'Elektronika',
    category: 'Audio',
    name: 'Głośnik przenośny — edycja Świeżość',
    art: 'speaker',
    price: 300,
    short: 'Zielony głośnik Bluetooth z logo programu Świeżość.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Telefony i akcesoria',
    name: 'Powerbank z logo Świeżość',
    art: 'powerbank',
    price: 90,
    short: 'Powerbank 5000 mAh w zielonej obudowie.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Małe AGD',
    name: 'Wyciskarka wolnoobrotowa do soków',
    art: 'juicer',
    price: 650,
    short: 'Soki ze świeżych owoców i warzyw bez utraty witamin.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Małe AGD',
    name: 'Suszarka do owoców i grzybów',
    art: 'dehydrator',
    price: 420,
    short: 'Pięć sit i regulacja temperatury.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Komputery i tablety',
    name: 'Tablet do zamówień świeżych dostaw',
    art: 'tablet',
    price: 1500,
    short: 'Tablet 8" z aplikacją do zamawiania dostaw świeżego towaru.',
    currency: 'lp',
    limit: 1,
  },
  {
    group: 'Dom i ogród',
    category: 'Kuchnia',
    name: 'Zestaw desek do krojenia',
    art: 'cuttingBoards',
    price: 80,
    short: 'Cztery deski w kolorach HACCP.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Kuchnia',
    name: 'Pojemniki próżniowe na świeżą żywność',
    art: 'vacuumContainers',
    price: 150,
    short: 'Pompka i sześć pojemników — żywność świeża dłużej.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Ogród',
    name: 'Szklarnia ogrodowa 3×2 m',
    art: 'greenhouse',
    price: 1200,
    short: 'Własne pomidory i ogórki od wiosny do jesieni.',
    currency: 'lp',
    stock: 3,
  },
  {
    group: 'Dom i ogród',
    category: 'Ogród',
    name: 'Zestaw nasion ziół i warzyw',
    art: 'seeds',
    price: 40,
    short: 'Dwadzieścia odmian do ogrodu i na parapet.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Wyposażenie wnętrz',
    name: 'Kosz wiklinowy na owoce',
    art: 'wickerBasket',
    price: 60,
    short: 'Ręcznie pleciony kosz na ladę lub stół.',
    currency: 'lp',
  },
  {
    group: 'Karty podarunkowe',
    category: 'Zakupy',
    name: 'Karta na targ ekologiczny 100 zł',
    art: 'cardEcoMarket',
    price: 200,
    short: 'Zakupy u rolników na targach ekologicznych.',
    currency: 'lp',
    delivery: 'GFCA',
  },
  {
    group: 'Karty podarunkowe',
    category: 'Rozrywka',
    name: 'Bilety do ogrodu botanicznego dla rodziny',
    art: 'cardGarden',
    price: 120,
    short: 'Wstęp dla dwóch dorosłych i dwójki dzieci.',
    currency: 'lp',
    delivery: 'CB',
    about: 'Bilety są ważne 12 miesięcy od wydania; wejście w dowolny dzień otwarcia ogrodu.',
  },
  {
    group: 'Sport i rekreacja',
    category: 'Rowery i hulajnogi',
    name: 'Rower cargo do dostaw',
    art: 'cargoBike',
    price: 1500,
    short: 'Rower z dużą skrzynią do dostaw świeżych produktów po okolicy.',
    currency: 'lp',
    stock: 1,
    limit: 1,
  },
  {
    group: 'Sport i rekreacja',
    category: 'Turystyka i camping',
    name: 'Torba termiczna na zakupy',
    art: 'thermalBag',
    price: 70,
    short: 'Utrzyma chłód zakupów do trzech godzin.',
    currency: 'lp',
  },
  {
    group: 'Sport i rekreacja',
    category: 'Fitness',
    name: 'Bidon filtrujący',
    art: 'filterBottle',
    price: 50,
    short: 'Filtr węglowy na 150 litrów wody.',
    currency: 'lp',
    about: 'Zapasowe filtry kupisz w sklepach sportowych; bidon można myć w zmywarce.',
  },
  {
    group: 'Dla sklepu',
    category: 'Chłodnictwo',
    name: 'Regał chłodniczy na warzywa i owoce',
    art: 'vegStand',
    price: 1400,
    short: 'Otwarty regał z mgiełką wodną — warzywa dłużej świeże.',
    currency: 'lp',
    stock: 2,
  },
  {
    group: 'Dla sklepu',
    category: 'Chłodnictwo',
    name: 'Skrzynki na owoce (20 szt.)',
    art: 'crates',
    price: 180,
    short: 'Drewniane skrzynki ekspozycyjne na stoisko warzywne.',
    currency: 'lp',
    about: 'Skrzynki dowozimy na palecie w dni robocze; termin dostawy kurier uzgodni telefonicznie.',
  },
  {
    group: 'Dla sklepu',
    category: 'Wyposażenie sklepu',
    name: 'Stoisko warzywne z daszkiem',
    art: 'vegStand',
    price: 900,
    short: 'Drewniane stoisko z pochylonymi półkami.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Marketing i reklama',
    name: 'Tablice cenowe na świeże produkty (50 szt.)',
    art: 'priceBoards',
    price: 100,
    short: 'Kredowe tabliczki z uchwytami do skrzynek.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Marketing i reklama',
    name: 'Szkolenie z ekspozycji świeżego towaru',
    art: 'training',
    price: 500,
    short: 'Dzień warsztatów z merchandiserem w Twoim sklepie.',
    currency: 'lp',
    about: 'Termin warsztatów uzgodnisz z merchandiserem; po szkoleniu dostaniesz zdjęcia i plan ekspozycji.',
    delivery: 'MV',
    limit: 1,
  },
  {
    group: 'Dla sklepu',
    category: 'Kasy i terminale',
    name: 'Waga z drukarką etykiet na owoce',
    art: 'shopScale',
    price: 800,
    short: 'Klient sam waży i drukuje etykietę.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Restauracje',
    name: 'Kolacja w restauracji farm-to-table',
    art: 'farmPlate',
    price: 350,
    short: 'Menu z produktów lokalnych rolników dla dwóch osób.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Przeżycia',
    name: 'Wycieczka do gospodarstwa ekologicznego',
    art: 'barn',
    price: 250,
    short: 'Dzień w gospodarstwie z degustacją dla dwóch osób.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Premie pieniężne',
    name: 'Premia Świeżość 200 zł przelewem',
    art: 'banknotes',
    price: 400,
    short: 'Premia pieniężna dla sklepów programu Świeżość.',
    currency: 'lp',
    delivery: 'MA',
    limit: 3,
  },
  {
    group: 'Vouchery',
    category: 'Podróże i wypoczynek',
    name: 'Weekend agroturystyczny dla rodziny',
    art: 'farmhouse',
    price: 700,
    short: 'Dwie noce na wsi z wyżywieniem dla 4 osób.',
    currency: 'lp',
  },
];
