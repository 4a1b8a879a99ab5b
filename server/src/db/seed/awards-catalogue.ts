import type { DeliveryMethod } from '../../domain/awards.ts';
import type { PictureSpec } from './pictures.ts';

/**
 * The demo award catalogue: groups, their categories and the awards in each. An item
 * with `variants` becomes one award per variant ("name — variant"); an item with
 * `nominals` becomes one gift card per value (`{v}` in the name, 10 vp per złoty).
 */
export interface CatalogueItem {
  name: string;
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
  motif: NonNullable<PictureSpec['motif']>;
  categories: CatalogueCategory[];
}

const NEW_DEVICE =
  'Sprzęt jest fabrycznie nowy, z polską instrukcją obsługi i co najmniej 24-miesięczną gwarancją producenta.';
const CARD_RULES =
  'Karta jest ważna 12 miesięcy od wydania. Można nią płacić wielokrotnie, aż do wykorzystania całej kwoty; reszta nie jest wypłacana w gotówce.';
const VOUCHER_RULES =
  'Termin realizacji uzgadniasz bezpośrednio z partnerem; voucher jest ważny 12 miesięcy od wydania i można go przekazać innej osobie.';

export const CATALOGUE: CatalogueGroup[] = [
  {
    name: 'Elektronika',
    description: 'Telefony, sprzęt audio, komputery i małe AGD — z dostawą kurierem pod wskazany adres.',
    motif: 'box',
    categories: [
      {
        name: 'Telefony i akcesoria',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Smartfon 6,5" 128 GB',
            price: 6900,
            short: 'Duży ekran AMOLED, aparat 50 Mpix i bateria na dwa dni pracy.',
            variants: ['czarny', 'niebieski'],
            stock: 12,
          },
          {
            name: 'Smartfon kompaktowy 64 GB',
            price: 3900,
            short: 'Poręczny telefon z NFC do płatności i ekranem 6,1".',
          },
          {
            name: 'Powerbank 10 000 mAh',
            price: 390,
            short: 'Naładuje telefon ponad dwa razy; dwa porty USB-C i USB-A.',
            variants: ['czarny', 'biały'],
          },
          {
            name: 'Powerbank 20 000 mAh z szybkim ładowaniem',
            price: 690,
            short: 'Moc 22,5 W, wyświetlacz poziomu naładowania i trzy wyjścia.',
          },
          {
            name: 'Ładowarka sieciowa USB-C 65 W',
            price: 290,
            short: 'Jedna ładowarka do telefonu, tabletu i laptopa.',
          },
          {
            name: 'Ładowarka indukcyjna 15 W',
            price: 350,
            short: 'Połóż telefon i gotowe — podstawka z diodą stanu ładowania.',
          },
          {
            name: 'Uchwyt samochodowy na telefon',
            price: 150,
            short: 'Mocowanie do kratki nawiewu z magnesem i obrotem o 360°.',
          },
          {
            name: 'Smartwatch sportowy',
            price: 2900,
            short: 'GPS, pomiar tętna i saturacji, powiadomienia z telefonu.',
            variants: ['czarny', 'różowy'],
            limit: 1,
          },
          {
            name: 'Opaska fitness z pulsometrem',
            price: 990,
            short: 'Liczy kroki, mierzy sen i tętno; do 14 dni na baterii.',
          },
          {
            name: 'Etui ochronne z klapką',
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
            price: 1900,
            short: 'Aktywna redukcja szumów i do 30 godzin słuchania.',
            variants: ['czarne', 'białe', 'granatowe'],
          },
          {
            name: 'Słuchawki douszne z etui ładującym',
            price: 1200,
            short: 'Lekkie pchełki z mikrofonem do rozmów i etui na 24 godziny.',
            variants: ['czarne', 'białe'],
          },
          {
            name: 'Głośnik Bluetooth wodoodporny',
            price: 890,
            short: 'Klasa szczelności IP67, 12 godzin grania, można go zabrać na plażę.',
            variants: ['czerwony', 'niebieski', 'czarny'],
          },
          {
            name: 'Soundbar 2.1 z subwooferem',
            price: 4900,
            short: 'Pełny dźwięk do telewizora: HDMI ARC i bezprzewodowy subwoofer.',
            stock: 4,
          },
          {
            name: 'Radio cyfrowe DAB+',
            price: 790,
            short: 'Czysty odbiór stacji cyfrowych, budzik i zasilanie z baterii.',
          },
          {
            name: 'Gramofon z wbudowanymi głośnikami',
            price: 2400,
            short: 'Trzy prędkości obrotów, Bluetooth i wyjście słuchawkowe.',
          },
          {
            name: 'Głośnik sklepowy z odtwarzaczem muzyki',
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
            price: 3900,
            short: 'Do faktur, poczty i filmów; ekran Full HD i 8 godzin pracy.',
          },
          {
            name: 'Tablet 11" 128 GB z rysikiem',
            price: 6900,
            short: 'Duży ekran 120 Hz i rysik do notatek i podpisów.',
          },
          {
            name: 'Laptop 15,6" 16 GB RAM',
            price: 18900,
            short: 'Wydajny laptop do biura sklepu: dysk SSD 512 GB i Windows 11.',
            stock: 3,
            limit: 1,
          },
          {
            name: 'Laptop 14" ultralekki',
            price: 13900,
            short: 'Tylko 1,2 kg, bateria na cały dzień i podświetlana klawiatura.',
            stock: 0,
          },
          {
            name: 'Monitor 24" Full HD',
            price: 3300,
            short: 'Matryca IPS, regulacja wysokości i złącza HDMI oraz DisplayPort.',
          },
          { name: 'Mysz bezprzewodowa', price: 180, short: 'Cicha, z odbiornikiem USB i baterią na rok.' },
          {
            name: 'Klawiatura bezprzewodowa',
            price: 340,
            short: 'Polski układ, cichy skok klawiszy i blok numeryczny.',
          },
          { name: 'Dysk zewnętrzny SSD 1 TB', price: 1700, short: 'Szybka kopia zapasowa dokumentów sklepu, USB-C.' },
          { name: 'Pendrive 128 GB', price: 120, short: 'Metalowa obudowa, USB 3.2.' },
          {
            name: 'Drukarka laserowa z Wi-Fi',
            price: 2600,
            short: 'Monochromatyczna, dwustronny druk i drukowanie z telefonu.',
          },
          { name: 'Router Wi-Fi 6', price: 890, short: 'Stabilny internet w sklepie i na zapleczu, do 64 urządzeń.' },
        ],
      },
      {
        name: 'Telewizory i projektory',
        delivery: 'MT',
        about: NEW_DEVICE + ' Telewizor wniesiemy do mieszkania; utylizację starego sprzętu zgłosisz kurierowi.',
        items: [
          { name: 'Telewizor 43" 4K', price: 6500, short: 'Smart TV z aplikacjami do streamingu i trybem HDR.' },
          {
            name: 'Telewizor 55" 4K',
            price: 9900,
            short: 'Obraz 4K z HDR10+, trzy złącza HDMI i sterowanie głosem.',
            stock: 5,
          },
          {
            name: 'Telewizor 65" 4K QLED',
            price: 19900,
            short: 'Kropki kwantowe, 120 Hz i Dolby Atmos — kino w salonie.',
            stock: 2,
            limit: 1,
          },
          { name: 'Projektor Full HD', price: 5900, short: 'Obraz do 120 cali, jasność 3500 lumenów i głośnik 10 W.' },
          {
            name: 'Odtwarzacz multimedialny 4K',
            price: 890,
            short: 'Zamienia każdy telewizor w Smart TV; pilot z mikrofonem.',
          },
          { name: 'Uchwyt ścienny do telewizora', price: 390, short: 'Regulowany kąt, do ekranów 32–65" i 40 kg.' },
        ],
      },
      {
        name: 'Małe AGD',
        delivery: 'MT',
        about: NEW_DEVICE,
        items: [
          {
            name: 'Ekspres ciśnieniowy automatyczny',
            price: 7900,
            short: 'Mieli ziarna i spienia mleko: kawa jak z kawiarni jednym przyciskiem.',
          },
          {
            name: 'Ekspres przelewowy',
            price: 1490,
            short: 'Dzbanek 1,5 l z podgrzewaczem — kawa dla całego zespołu.',
          },
          {
            name: 'Czajnik elektryczny z regulacją temperatury',
            price: 590,
            short: 'Pięć temperatur do herbaty i kawy, funkcja utrzymania ciepła.',
            variants: ['stalowy', 'czarny'],
          },
          {
            name: 'Blender kielichowy',
            price: 990,
            short: 'Moc 1200 W, kruszy lód i miksuje koktajle w kilka sekund.',
          },
          {
            name: 'Frytkownica beztłuszczowa 5,5 l',
            price: 1990,
            short: 'Chrupiące frytki bez głębokiego tłuszczu, osiem programów.',
          },
          {
            name: 'Odkurzacz pionowy bezprzewodowy',
            price: 4900,
            short: 'Do 60 minut pracy, filtr HEPA i końcówka do sierści.',
          },
          {
            name: 'Robot sprzątający',
            price: 6500,
            short: 'Mapuje mieszkanie, odkurza i myje podłogi według harmonogramu.',
            inactive: true,
          },
          { name: 'Toster', price: 390, short: 'Dwa szerokie sloty, siedem stopni opiekania i rozmrażanie.' },
          {
            name: 'Mikrofalówka 20 l',
            price: 790,
            short: 'Grill, rozmrażanie i pięć poziomów mocy — idealna na zaplecze.',
          },
        ],
      },
    ],
  },
  {
    name: 'Dom i ogród',
    description: 'Wszystko do kuchni, warsztatu i ogrodu, a także rzeczy, które umilają wieczór w domu.',
    motif: 'gift',
    categories: [
      {
        name: 'Kuchnia',
        delivery: 'MT',
        about: 'Produkty nadają się do zmywarki, o ile opis nie mówi inaczej.',
        items: [
          {
            name: 'Zestaw garnków 8 el.',
            price: 2200,
            short: 'Stal nierdzewna, pokrywki ze szkła, do każdej płyty, także indukcyjnej.',
          },
          {
            name: 'Patelnia granitowa 28 cm',
            price: 450,
            short: 'Nieprzywierająca powłoka i uchwyt, który się nie nagrzewa.',
          },
          { name: 'Komplet noży w bloku', price: 890, short: 'Sześć noży z kutej stali, ostrzałka i drewniany blok.' },
          {
            name: 'Zestaw sztućców 24 el.',
            price: 690,
            short: 'Sztućce dla sześciu osób w eleganckim, matowym wykończeniu.',
          },
          {
            name: 'Robot planetarny',
            price: 3900,
            short: 'Misa 5 l, hak, mieszadło i trzepaczka — ciasta bez wysiłku.',
          },
          { name: 'Waga kuchenna', price: 140, short: 'Dokładność do 1 g, funkcja tary i podświetlany wyświetlacz.' },
          { name: 'Zestaw pojemników szklanych', price: 290, short: 'Dziesięć pojemników z hermetycznymi pokrywkami.' },
          {
            name: 'Serwis obiadowy 18 el.',
            price: 990,
            short: 'Porcelana dla sześciu osób, biała z delikatnym wzorem.',
          },
          { name: 'Termos stalowy 1 l', price: 250, short: 'Trzyma ciepło 24 godziny — kawa na cały dzień za ladą.' },
          {
            name: 'Młynek do kawy żarnowy',
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
            price: 1900,
            short: 'Dwa akumulatory, ładowarka i walizka z zestawem bitów.',
          },
          {
            name: 'Zestaw kluczy nasadowych 94 el.',
            price: 790,
            short: 'Klucze i nasadki w solidnej walizce — do auta i warsztatu.',
          },
          { name: 'Szlifierka kątowa', price: 890, short: 'Tarcza 125 mm, łagodny rozruch i osłona bez narzędzi.' },
          { name: 'Poziomica laserowa', price: 990, short: 'Krzyż laserowy i samopoziomowanie — półki zawsze prosto.' },
          { name: 'Skrzynka narzędziowa', price: 290, short: 'Wyjmowana tacka i metalowe zapięcia.' },
          { name: 'Drabina aluminiowa 3-stopniowa', price: 490, short: 'Lekka i składana, z tacką na narzędzia.' },
          { name: 'Myjka ciśnieniowa', price: 1900, short: 'Ciśnienie 140 bar — chodnik przed sklepem jak nowy.' },
        ],
      },
      {
        name: 'Ogród',
        delivery: 'MT',
        about: 'Duże przedmioty przywozimy na paletach; kurier zadzwoni dzień przed dostawą.',
        items: [
          {
            name: 'Kosiarka akumulatorowa',
            price: 4900,
            short: 'Szerokość koszenia 38 cm, kosz 40 l i dwa akumulatory.',
          },
          {
            name: 'Grill gazowy 3-palnikowy',
            price: 5900,
            short: 'Żeliwne ruszty, termometr w pokrywie i boczny palnik.',
            stock: 6,
          },
          { name: 'Grill węglowy kociołek', price: 990, short: 'Klasyczny kociołek 57 cm z pokrywą i popielnikiem.' },
          { name: 'Zestaw mebli ogrodowych', price: 6900, short: 'Stół i cztery fotele z technorattanu z poduszkami.' },
          { name: 'Parasol ogrodowy 3 m', price: 1200, short: 'Boczny wysięgnik, obrót o 360° i pokrowiec.' },
          {
            name: 'Leżak ogrodowy',
            price: 350,
            short: 'Składany, z regulacją oparcia w pięciu pozycjach.',
            variants: ['zielony', 'szary'],
          },
          { name: 'Wąż ogrodowy 30 m z wózkiem', price: 390, short: 'Wąż odporny na skręcanie i zestaw złączek.' },
          { name: 'Sekator', price: 120, short: 'Ostrza ze stali hartowanej, tnie gałęzie do 2 cm.' },
          { name: 'Hamak z drewnianą ramą', price: 990, short: 'Wolnostojący, udźwig do 150 kg.' },
          { name: 'Lampy solarne do ogrodu (10 szt.)', price: 190, short: 'Same się ładują i włączają o zmroku.' },
        ],
      },
      {
        name: 'Wyposażenie wnętrz',
        delivery: 'MT',
        about: 'Tekstylia pierzemy przed pierwszym użyciem w temperaturze podanej na metce.',
        items: [
          {
            name: 'Komplet pościeli satynowej 160×200',
            price: 450,
            short: 'Bawełniana satyna: kołdra i dwie poszewki na poduszki.',
            variants: ['biała', 'grafitowa', 'beżowa'],
          },
          { name: 'Koc z mikrofibry', price: 190, short: 'Miękki i ciepły koc 150×200 cm.' },
          { name: 'Zestaw ręczników 6 szt.', price: 350, short: 'Bawełna frotte o gramaturze 500 g/m².' },
          { name: 'Lampa stojąca LED', price: 690, short: 'Ściemniana, z regulacją barwy światła.' },
          { name: 'Oczyszczacz powietrza', price: 2900, short: 'Filtr HEPA H13 dla pomieszczeń do 50 m².' },
          { name: 'Nawilżacz powietrza', price: 690, short: 'Ultradźwiękowy, zbiornik 4 l na całą noc.' },
          { name: 'Zegar ścienny', price: 180, short: 'Cichy mechanizm, średnica 40 cm.' },
        ],
      },
    ],
  },
  {
    name: 'Karty podarunkowe',
    description: 'Karty do sklepów, stacji paliw i kin — do wykorzystania od razu po wydaniu.',
    motif: 'card',
    categories: [
      {
        name: 'Zakupy',
        delivery: 'GFCA',
        about: CARD_RULES,
        items: [
          {
            name: 'Karta podarunkowa do sieci supermarketów {v} zł',
            price: 0,
            nominals: [50, 100, 200, 500],
            short: 'Zakupy spożywcze i chemia w ponad 900 sklepach w całej Polsce.',
            limit: 10,
          },
          {
            name: 'Karta podarunkowa do sklepów z elektroniką {v} zł',
            price: 0,
            nominals: [100, 200, 500],
            short: 'Do wykorzystania w sklepach stacjonarnych i w sklepie internetowym.',
          },
          {
            name: 'Karta podarunkowa do drogerii {v} zł',
            price: 0,
            nominals: [50, 100, 200],
            short: 'Kosmetyki, chemia i apteczka w sieci drogerii.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do sklepu internetowego {v} zł',
            price: 0,
            nominals: [100, 300],
            short: 'Kod do wpisania w koszyku największego polskiego sklepu internetowego.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do sklepów meblowych {v} zł',
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
            price: 0,
            nominals: [100, 200, 500],
            short: 'Ubrania dla całej rodziny w ponad 300 salonach.',
          },
          {
            name: 'Karta podarunkowa do sklepów obuwniczych {v} zł',
            price: 0,
            nominals: [100, 250],
            short: 'Buty i torebki w salonach i sklepie internetowym sieci.',
          },
          {
            name: 'Karta podarunkowa do sklepu sportowego {v} zł',
            price: 0,
            nominals: [100, 200],
            short: 'Odzież i sprzęt sportowy znanych marek.',
            delivery: 'CB',
          },
          {
            name: 'Karta podarunkowa do salonów jubilerskich {v} zł',
            price: 0,
            nominals: [200, 500],
            short: 'Biżuteria i zegarki w salonach jubilerskich sieci.',
          },
        ],
      },
      {
        name: 'Paliwo i auto',
        delivery: 'CB',
        about: CARD_RULES + ' Karta działa na wszystkich stacjach sieci, także przy zakupach w sklepie stacji.',
        items: [
          {
            name: 'Karta paliwowa {v} zł',
            price: 0,
            nominals: [100, 200, 300, 500],
            short: 'Paliwo, myjnia i zakupy na stacjach sieci w całej Polsce.',
            limit: 5,
          },
          {
            name: 'Karta do myjni samochodowej {v} zł',
            price: 0,
            nominals: [50, 100],
            short: 'Mycie i woskowanie w myjniach bezdotykowych i automatycznych.',
          },
          {
            name: 'Karta na przegląd i serwis auta {v} zł',
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
            price: 0,
            nominals: [50, 100],
            short: 'Bilety i przekąski w kinach sieci.',
          },
          {
            name: 'Karta podarunkowa do księgarni {v} zł',
            price: 0,
            nominals: [50, 100, 200],
            short: 'Książki, audiobooki i gry planszowe.',
          },
          {
            name: 'Kod do serwisu streamingowego — 3 miesiące',
            price: 1500,
            short: 'Trzy miesiące filmów i seriali bez reklam.',
            delivery: 'CB',
          },
          {
            name: 'Kod do serwisu streamingowego — 12 miesięcy',
            price: 5400,
            short: 'Cały rok filmów i seriali w jakości 4K.',
            delivery: 'CB',
            limit: 1,
          },
          {
            name: 'Karta podarunkowa do parku rozrywki {v} zł',
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
    description: 'Rowery, sprzęt do ćwiczeń i wszystko na wyjazd pod namiot.',
    motif: 'cup',
    categories: [
      {
        name: 'Rowery i hulajnogi',
        delivery: 'MT',
        about: 'Rowery przychodzą złożone w 90%; kierownicę i pedały zamontujesz kluczem z zestawu.',
        items: [
          {
            name: 'Rower miejski 28"',
            price: 8900,
            short: 'Trzy biegi w piaście, koszyk i oświetlenie z dynama.',
            variants: ['damski', 'męski'],
          },
          {
            name: 'Rower górski 29"',
            price: 11900,
            short: 'Rama aluminiowa, amortyzator i hamulce tarczowe.',
            stock: 4,
          },
          {
            name: 'Rower elektryczny',
            price: 19500,
            short: 'Zasięg do 100 km, silnik w piaście i bateria w ramie.',
            stock: 2,
            limit: 1,
          },
          {
            name: 'Hulajnoga elektryczna',
            price: 6900,
            short: 'Prędkość do 25 km/h, zasięg 30 km, składana w trzy sekundy.',
          },
          { name: 'Hulajnoga dla dzieci', price: 390, short: 'Trzy świecące kółka i regulowana kierownica.' },
          {
            name: 'Kask rowerowy',
            price: 290,
            short: 'Lekki, z wentylacją i tylną lampką LED.',
            variants: ['rozmiar M', 'rozmiar L'],
          },
          { name: 'Licznik rowerowy GPS', price: 990, short: 'Mapy, nawigacja zakręt po zakręcie i pomiar tętna.' },
          { name: 'Zestaw lampek rowerowych', price: 150, short: 'Przednia i tylna lampka ładowane przez USB.' },
        ],
      },
      {
        name: 'Fitness',
        delivery: 'MT',
        about: 'Sprzęt do ćwiczeń w domu; instrukcję montażu i plan pierwszych treningów znajdziesz w paczce.',
        items: [
          {
            name: 'Bieżnia składana',
            price: 8900,
            short: 'Silnik 2,5 KM, prędkość do 16 km/h i 12 programów.',
            stock: 0,
          },
          { name: 'Rower stacjonarny', price: 4200, short: 'Cichy, magnetyczny opór w 16 stopniach.' },
          { name: 'Zestaw hantli 2×10 kg', price: 490, short: 'Regulowane obciążenie i walizka do przechowywania.' },
          {
            name: 'Mata do ćwiczeń',
            price: 120,
            short: 'Antypoślizgowa, grubość 10 mm, z paskiem do noszenia.',
            variants: ['fioletowa', 'zielona'],
          },
          { name: 'Piłka gimnastyczna 65 cm', price: 90, short: 'Wytrzymuje do 300 kg, pompka w zestawie.' },
          { name: 'Gumy oporowe (5 szt.)', price: 80, short: 'Pięć poziomów oporu i woreczek.' },
          { name: 'Ławka treningowa', price: 990, short: 'Regulowane oparcie i siedzisko, udźwig 250 kg.' },
        ],
      },
      {
        name: 'Turystyka i camping',
        delivery: 'MT',
        about: 'Sprzęt turystyczny sprawdzony na szlakach; przed pierwszym wyjazdem rozłóż go raz w domu.',
        items: [
          { name: 'Namiot 4-osobowy', price: 1900, short: 'Dwie sypialnie, przedsionek i słup wody 3000 mm.' },
          { name: 'Śpiwór puchowy', price: 890, short: 'Temperatura komfortu 2°C, waga tylko 900 g.' },
          { name: 'Plecak trekkingowy 45 l', price: 590, short: 'Wentylowane plecy, pokrowiec przeciwdeszczowy.' },
          { name: 'Kuchenka turystyczna', price: 190, short: 'Na kartusze gazowe, z piezozapalnikiem.' },
          {
            name: 'Lodówka turystyczna 24 l',
            price: 490,
            short: 'Zasilanie z gniazda samochodowego 12 V i sieci 230 V.',
          },
          { name: 'Kijki trekkingowe', price: 190, short: 'Aluminiowe, teleskopowe, z amortyzacją.' },
          { name: 'Latarka czołowa', price: 120, short: '400 lumenów i czerwone światło nocne.' },
          { name: 'Kajak pompowany 2-osobowy', price: 2500, short: 'Wiosła, pompka i torba transportowa w zestawie.' },
        ],
      },
      {
        name: 'Gry i zabawa',
        delivery: 'MT',
        about: 'Rozrywka dla całej rodziny — na podwórko, do ogrodu i na wieczór przy stole.',
        items: [
          {
            name: 'Stół do tenisa stołowego',
            price: 3900,
            short: 'Składany, na kółkach, z siatką, rakietkami i piłeczkami.',
          },
          { name: 'Zestaw do badmintona', price: 150, short: 'Cztery rakietki, lotki i siatka.' },
          { name: 'Piłka nożna meczowa', price: 220, short: 'Rozmiar 5, szyta ręcznie.' },
          { name: 'Trampolina ogrodowa 305 cm', price: 3500, short: 'Siatka zabezpieczająca i drabinka w zestawie.' },
          {
            name: 'Gra planszowa rodzinna',
            price: 190,
            short: 'Dla 2–6 graczy od 8 lat, rozgrywka ok. 45 minut.',
            variants: ['strategiczna', 'imprezowa', 'kooperacyjna'],
          },
          { name: 'Zestaw do gry w bule', price: 150, short: 'Sześć metalowych kul i świnka w torbie.' },
        ],
      },
    ],
  },
  {
    name: 'Dla sklepu',
    description: 'Wyposażenie, sprzęt i reklama, które pomogą Twojemu sklepowi sprzedawać więcej.',
    motif: 'box',
    categories: [
      {
        name: 'Wyposażenie sklepu',
        delivery: 'MT',
        about: 'Wyposażenie dowozimy na paletach w dni robocze; termin dostawy kurier uzgodni telefonicznie.',
        items: [
          {
            name: 'Regał sklepowy metalowy',
            price: 2900,
            short: 'Pięć półek, wysokość 200 cm, udźwig 80 kg na półkę.',
            limit: 4,
          },
          { name: 'Wózki sklepowe (5 szt.)', price: 3900, short: 'Wózki 90 l z blokadą na monetę.' },
          {
            name: 'Koszyki sklepowe (10 szt.)',
            price: 690,
            short: 'Plastikowe, z dwiema rączkami, w kolorze zielonym.',
          },
          {
            name: 'Lada sklepowa',
            price: 5900,
            short: 'Lada kasowa z szufladami i półką na towar impulsowy.',
            stock: 3,
          },
          { name: 'Drabina magazynowa', price: 690, short: 'Cztery stopnie z platformą i poręczą.' },
          { name: 'Wózek paletowy ręczny', price: 2900, short: 'Udźwig 2500 kg, widły 115 cm.' },
          { name: 'Lustro sklepowe wypukłe', price: 390, short: 'Średnica 60 cm — pełny widok na alejki.' },
        ],
      },
      {
        name: 'Kasy i terminale',
        delivery: 'MT',
        about: 'Urządzenia fiskalne przychodzą z instrukcją fiskalizacji; serwisant skontaktuje się po dostawie.',
        items: [
          {
            name: 'Kasa fiskalna online',
            price: 3900,
            short: 'Kasa z łącznością z Centralnym Repozytorium Kas i drukarką termiczną.',
            limit: 1,
          },
          { name: 'Drukarka etykiet', price: 990, short: 'Ceny i kody kreskowe na półkę w kilka sekund.' },
          {
            name: 'Czytnik kodów kreskowych',
            price: 590,
            short: 'Bezprzewodowy, czyta kody 1D i 2D, także z ekranu telefonu.',
          },
          {
            name: 'Waga sklepowa legalizowana',
            price: 2900,
            short: 'Do 15 kg, z legalizacją i wyświetlaczem dla klienta.',
          },
          { name: 'Szuflada kasowa', price: 490, short: 'Pięć przegródek na banknoty i osiem na monety.' },
          {
            name: 'Tablet POS z oprogramowaniem',
            price: 4900,
            short: 'Sprzedaż, magazyn i raporty w jednym urządzeniu.',
          },
          {
            name: 'Dopłata do terminala płatniczego',
            price: 2400,
            short: 'Zwrot rocznych opłat za terminal płatniczy przelewem na konto firmy.',
            delivery: 'MA',
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
            price: 14900,
            short: 'Na wędliny i sery, z podświetleniem LED.',
            stock: 2,
          },
          {
            name: 'Szafa chłodnicza przeszklona',
            price: 9900,
            short: 'Na napoje, 380 l, z zamkiem i podświetlanym panelem.',
          },
          {
            name: 'Zamrażarka skrzyniowa 300 l',
            price: 5900,
            short: 'Szklane przesuwne drzwi — lody zawsze na widoku.',
          },
          { name: 'Lodówka podladowa', price: 4900, short: 'Dwie szuflady GN pod ladę, stal nierdzewna.' },
          { name: 'Termometr z rejestratorem', price: 290, short: 'Zapis temperatur na potrzeby kontroli sanepidu.' },
        ],
      },
      {
        name: 'Marketing i reklama',
        delivery: 'MT',
        about: 'Materiały reklamowe przygotujemy z logo Twojego sklepu; projekt prześlemy do akceptacji e-mailem.',
        items: [
          { name: 'Kaseton reklamowy LED', price: 3900, short: 'Podświetlany szyld nad wejście, 200×50 cm.' },
          { name: 'Potykacz kredowy', price: 390, short: 'Dwustronny, na oferty dnia pisane kredą.' },
          { name: 'Pakiet ulotek (5000 szt.)', price: 690, short: 'Druk A5 dwustronny na papierze kredowym.' },
          { name: 'Stojak na ulotki', price: 290, short: 'Trzy kieszenie A4, ustawiany na ladzie.' },
          { name: 'Naklejki podłogowe', price: 150, short: 'Strzałki i oznaczenia alejek, antypoślizgowe.' },
          {
            name: 'Ekran reklamowy 43" do witryny',
            price: 8900,
            short: 'Jasny ekran widoczny w słońcu, z harmonogramem treści.',
          },
          {
            name: 'Markiza z logo sklepu',
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
    description: 'Wypoczynek, kolacje, przeżycia i premie pieniężne — wysyłamy je e-mailem lub przelewem.',
    motif: 'star',
    categories: [
      {
        name: 'Podróże i wypoczynek',
        delivery: 'MV',
        about: VOUCHER_RULES,
        items: [
          {
            name: 'Weekend w SPA dla dwojga',
            price: 5900,
            short: 'Dwie noce ze śniadaniami, kolacja i masaż dla dwóch osób.',
            stock: 8,
            limit: 1,
          },
          {
            name: 'Nocleg w hotelu górskim dla 2 osób',
            price: 2900,
            short: 'Noc w pokoju z widokiem na Tatry i śniadanie.',
          },
          { name: 'Lot balonem', price: 4500, short: 'Godzina lotu nad Mazurami z certyfikatem i lampką szampana.' },
          {
            name: 'Tydzień nad morzem dla rodziny',
            price: 19900,
            short: 'Siedem nocy w apartamencie dla 4 osób w Jastarni.',
            stock: 1,
            limit: 1,
          },
          {
            name: 'Voucher do parku wodnego dla rodziny',
            price: 690,
            short: 'Całodzienne wejście dla dwóch dorosłych i dwójki dzieci.',
          },
          {
            name: 'Rejs po Mazurach',
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
          { name: 'Kolacja degustacyjna dla dwojga', price: 1500, short: 'Siedem dań od szefa kuchni i dobór win.' },
          { name: 'Voucher do pizzerii 100 zł', price: 1000, short: 'Do wykorzystania w ponad 150 lokalach sieci.' },
          {
            name: 'Warsztaty kulinarne',
            price: 1900,
            short: 'Cztery godziny gotowania z szefem kuchni, kuchnia włoska lub azjatycka.',
          },
          { name: 'Voucher do kawiarni 50 zł', price: 500, short: 'Kawa i ciasto w sieci kawiarni w całej Polsce.' },
        ],
      },
      {
        name: 'Przeżycia',
        delivery: 'MV',
        about: VOUCHER_RULES,
        items: [
          {
            name: 'Jazda samochodem sportowym',
            price: 3900,
            short: 'Trzy okrążenia toru za kierownicą auta sportowego z instruktorem.',
          },
          {
            name: 'Skok ze spadochronem w tandemie',
            price: 7900,
            short: 'Skok z 4000 metrów z instruktorem i film z lotu.',
            stock: 5,
          },
          { name: 'Lekcja nurkowania', price: 1900, short: 'Pierwsze zejście pod wodę z instruktorem i sprzętem.' },
          {
            name: 'Escape room dla 5 osób',
            price: 1200,
            short: 'Godzina zagadek dla pięciu osób — świetne na wyjście zespołu.',
          },
        ],
      },
      {
        name: 'Premie pieniężne',
        delivery: 'MA',
        about:
          'Kwotę przelewamy na rachunek firmowy z profilu. Przelew jest przychodem firmy — ujmij go w księgach jak każdą premię od dostawcy.',
        items: [
          {
            name: 'Przelew 100 zł na konto firmowe',
            price: 1000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 12,
          },
          {
            name: 'Przelew 250 zł na konto firmowe',
            price: 2500,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 6,
          },
          {
            name: 'Przelew 500 zł na konto firmowe',
            price: 5000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 4,
          },
          {
            name: 'Przelew 1000 zł na konto firmowe',
            price: 10000,
            short: 'Premia pieniężna przelewem na rachunek Twojej firmy.',
            limit: 2,
          },
          {
            name: 'Dofinansowanie szkolenia dla pracowników',
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
    price: 300,
    short: 'Zielony głośnik Bluetooth z logo programu Świeżość.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Telefony i akcesoria',
    name: 'Powerbank z logo Świeżość',
    price: 90,
    short: 'Powerbank 5000 mAh w zielonej obudowie.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Małe AGD',
    name: 'Wyciskarka wolnoobrotowa do soków',
    price: 650,
    short: 'Soki ze świeżych owoców i warzyw bez utraty witamin.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Małe AGD',
    name: 'Suszarka do owoców i grzybów',
    price: 420,
    short: 'Pięć sit i regulacja temperatury.',
    currency: 'lp',
  },
  {
    group: 'Elektronika',
    category: 'Komputery i tablety',
    name: 'Tablet do zamówień świeżych dostaw',
    price: 1500,
    short: 'Tablet 8" z aplikacją do zamawiania dostaw świeżego towaru.',
    currency: 'lp',
    limit: 1,
  },
  {
    group: 'Dom i ogród',
    category: 'Kuchnia',
    name: 'Zestaw desek do krojenia',
    price: 80,
    short: 'Cztery deski w kolorach HACCP.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Kuchnia',
    name: 'Pojemniki próżniowe na świeżą żywność',
    price: 150,
    short: 'Pompka i sześć pojemników — żywność świeża dłużej.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Ogród',
    name: 'Szklarnia ogrodowa 3×2 m',
    price: 1200,
    short: 'Własne pomidory i ogórki od wiosny do jesieni.',
    currency: 'lp',
    stock: 3,
  },
  {
    group: 'Dom i ogród',
    category: 'Ogród',
    name: 'Zestaw nasion ziół i warzyw',
    price: 40,
    short: 'Dwadzieścia odmian do ogrodu i na parapet.',
    currency: 'lp',
  },
  {
    group: 'Dom i ogród',
    category: 'Wyposażenie wnętrz',
    name: 'Kosz wiklinowy na owoce',
    price: 60,
    short: 'Ręcznie pleciony kosz na ladę lub stół.',
    currency: 'lp',
  },
  {
    group: 'Karty podarunkowe',
    category: 'Zakupy',
    name: 'Karta na targ ekologiczny 100 zł',
    price: 200,
    short: 'Zakupy u rolników na targach ekologicznych.',
    currency: 'lp',
    delivery: 'GFCA',
  },
  {
    group: 'Karty podarunkowe',
    category: 'Rozrywka',
    name: 'Bilety do ogrodu botanicznego dla rodziny',
    price: 120,
    short: 'Wstęp dla dwóch dorosłych i dwójki dzieci.',
    currency: 'lp',
    delivery: 'CB',
  },
  {
    group: 'Sport i rekreacja',
    category: 'Rowery i hulajnogi',
    name: 'Rower cargo do dostaw',
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
    price: 70,
    short: 'Utrzyma chłód zakupów do trzech godzin.',
    currency: 'lp',
  },
  {
    group: 'Sport i rekreacja',
    category: 'Fitness',
    name: 'Bidon filtrujący',
    price: 50,
    short: 'Filtr węglowy na 150 litrów wody.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Chłodnictwo',
    name: 'Regał chłodniczy na warzywa i owoce',
    price: 1400,
    short: 'Otwarty regał z mgiełką wodną — warzywa dłużej świeże.',
    currency: 'lp',
    stock: 2,
  },
  {
    group: 'Dla sklepu',
    category: 'Chłodnictwo',
    name: 'Skrzynki na owoce (20 szt.)',
    price: 180,
    short: 'Drewniane skrzynki ekspozycyjne na stoisko warzywne.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Wyposażenie sklepu',
    name: 'Stoisko warzywne z daszkiem',
    price: 900,
    short: 'Drewniane stoisko z pochylonymi półkami.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Marketing i reklama',
    name: 'Tablice cenowe na świeże produkty (50 szt.)',
    price: 100,
    short: 'Kredowe tabliczki z uchwytami do skrzynek.',
    currency: 'lp',
  },
  {
    group: 'Dla sklepu',
    category: 'Marketing i reklama',
    name: 'Szkolenie z ekspozycji świeżego towaru',
    price: 500,
    short: 'Dzień warsztatów z merchandiserem w Twoim sklepie.',
    currency: 'lp',
    delivery: 'MV',
    limit: 1,
  },
  {
    group: 'Dla sklepu',
    category: 'Kasy i terminale',
    name: 'Waga z drukarką etykiet na owoce',
    price: 800,
    short: 'Klient sam waży i drukuje etykietę.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Restauracje',
    name: 'Kolacja w restauracji farm-to-table',
    price: 350,
    short: 'Menu z produktów lokalnych rolników dla dwóch osób.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Przeżycia',
    name: 'Wycieczka do gospodarstwa ekologicznego',
    price: 250,
    short: 'Dzień w gospodarstwie z degustacją dla dwóch osób.',
    currency: 'lp',
  },
  {
    group: 'Vouchery',
    category: 'Premie pieniężne',
    name: 'Premia Świeżość 200 zł przelewem',
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
    price: 700,
    short: 'Dwie noce na wsi z wyżywieniem dla 4 osób.',
    currency: 'lp',
  },
];
