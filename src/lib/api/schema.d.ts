/**
 * Generated from server/openapi.json by scripts/api-types.mjs — do not edit.
 * Regenerate with `npm run openapi`.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gotowość (to samo co /api/health/ready)
         * @description Sonda gotowości (readiness): odpowiada najpóźniej po 500 ms, także pod obciążeniem. 503 — nie kierować tu ruchu. Nagłówek Retry-After.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gotowy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ready"];
                    };
                };
                /** @description Niegotowy: STARTING (baza jeszcze się otwiera), DRAINING (serwer się zatrzymuje po SIGTERM), DISK_FULL (brak miejsca na dysku bazy), DATABASE_UNAVAILABLE (baza nie odpowiedziała w czasie) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Żywotność: proces odpowiada
         * @description Sonda żywotności (liveness): odpowiada od razu, bez pytania bazy, od startu do końca zatrzymywania. Brak odpowiedzi oznacza zawieszony proces.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Żyje */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alive"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gotowość: baza odpowiada, jest miejsce na dysku, serwer się nie zatrzymuje
         * @description Sonda gotowości (readiness): odpowiada najpóźniej po 500 ms, także pod obciążeniem. 503 — nie kierować tu ruchu. Nagłówek Retry-After.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gotowy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ready"];
                    };
                };
                /** @description Niegotowy: STARTING (baza jeszcze się otwiera), DRAINING (serwer się zatrzymuje po SIGTERM), DISK_FULL (brak miejsca na dysku bazy), DATABASE_UNAVAILABLE (baza nie odpowiedziała w czasie) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/account/activation/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sprawdzenie linku aktywacyjnego
         * @description Nie wymaga tokenu. Błędy: 404 `LINK_NOT_FOUND` — nieznany link; 422 `LINK_USED` — link już użyty (także gdy użyto nowszego linku); 422 `LINK_EXPIRED` — link wygasł; 422 `ALREADY_ACTIVE` — konto jest już aktywne.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Identyfikator linku z e-maila (UUID). Każda inna wartość to nieznany link (404). */
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Link działa; dla kogo jest i do kiedy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountLinkInfo"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Aktywacja konta: ustawienie hasła
         * @description Nie wymaga tokenu. Hasło: od 8 do 128 znaków, co najmniej jedna mała litera, jedna wielka litera i jedna cyfra. Naruszone zasady wracają jako 422 `VALIDATION_FAILED` z listą `errors` (pola `password`, `passwordConfirmation`). Link działa tylko raz. Błędy: 404 `LINK_NOT_FOUND` — nieznany link; 422 `LINK_USED` — link już użyty (także gdy użyto nowszego linku); 422 `LINK_EXPIRED` — link wygasł; 422 `ALREADY_ACTIVE` — konto jest już aktywne.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Identyfikator linku z e-maila (UUID). Każda inna wartość to nieznany link (404). */
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetPasswordRequest"];
                };
            };
            responses: {
                /** @description Konto aktywne; można się zalogować */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetPasswordResponse"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/account/activation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ponowne wysłanie linku aktywacyjnego
         * @description Nie wymaga tokenu. Gdy konto istnieje i nie jest jeszcze aktywne, na jego adres e-mail idzie nowy link `{SITE_URL}/activate-account/{uuid}`. Na jedno konto wysyłamy najwyżej 3 linki w ciągu 15 minut; kolejne prośby w tym czasie też dostają 202, ale e-mail nie wychodzi. Odpowiedź jest zawsze taka sama, także dla nieznanego loginu, żeby nie zdradzać, które konta istnieją.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountLoginRequest"];
                };
            };
            responses: {
                /** @description Przyjęto */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Accepted"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/account/password-restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prośba o link do ustawienia nowego hasła
         * @description Nie wymaga tokenu. Dla aktywnego konta na jego adres e-mail idzie link `{SITE_URL}/restore-password/{uuid}`; dla konta jeszcze nieaktywnego — link aktywacyjny. Na jedno konto wysyłamy najwyżej 3 linki w ciągu 15 minut; kolejne prośby w tym czasie też dostają 202, ale e-mail nie wychodzi. Odpowiedź jest zawsze taka sama, także dla nieznanego loginu, żeby nie zdradzać, które konta istnieją.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountLoginRequest"];
                };
            };
            responses: {
                /** @description Przyjęto */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Accepted"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/account/password-restore/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sprawdzenie linku do ustawienia nowego hasła
         * @description Nie wymaga tokenu. Błędy: 404 `LINK_NOT_FOUND` — nieznany link; 422 `LINK_USED` — link już użyty (także gdy użyto nowszego linku albo zmieniono już hasło tym linkiem); 422 `LINK_EXPIRED` — link wygasł.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Identyfikator linku z e-maila (UUID). Każda inna wartość to nieznany link (404). */
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Link działa; dla kogo jest i do kiedy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountLinkInfo"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Ustawienie nowego hasła linkiem z e-maila
         * @description Nie wymaga tokenu. Hasło: od 8 do 128 znaków, co najmniej jedna mała litera, jedna wielka litera i jedna cyfra. Po zmianie wszystkie wcześniejsze linki tego konta do zmiany hasła przestają działać. Błędy: 404 `LINK_NOT_FOUND` — nieznany link; 422 `LINK_USED` — link już użyty (także gdy użyto nowszego linku); 422 `LINK_EXPIRED` — link wygasł.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Identyfikator linku z e-maila (UUID). Każda inna wartość to nieznany link (404). */
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetPasswordRequest"];
                };
            };
            responses: {
                /** @description Hasło zmienione; można się zalogować */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetPasswordResponse"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Szczegóły nagrody */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Nagroda */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardDetail"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/{id}/wish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Dodanie nagrody do listy życzeń (ponowne dodanie niczego nie zmienia) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Nagroda jest na liście życzeń */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardWishState"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Usunięcie nagrody z listy życzeń (usunięcie nieobecnej niczego nie zmienia) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Nagrody nie ma na liście życzeń */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardWishState"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kategorie nagród, opcjonalnie tylko wybranych grup */
        get: {
            parameters: {
                query?: {
                    /** @description Id grup po przecinku; brak — wszystkie. */
                    groupIds?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Kategorie (wszystkie na jednej stronie) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardCategoryPage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/group/list/simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grupy nagród (wszystkie na jednej stronie) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grupy w kolejności katalogu */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardGroupPage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Obrazek nagrody lub grupy nagród */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Obrazek */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardImage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Katalog nagród: wyszukiwanie, grupy, kategorie, nowości, sortowanie, strony */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AwardListRequest"];
                };
            };
            responses: {
                /** @description Strona katalogu */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardCardPage"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/award/wish/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista życzeń uczestnika (ostatnio dodane najpierw) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Nagrody z listy życzeń */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AwardCardPage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/broadcast/banner-section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sekcje banerów (jedna na ekran, dobierana po kodzie) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Wszystkie sekcje */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BannerSections"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/broadcast/banner/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obraz banera (base64)
         * @description Baner innej grupy odpowiada jak nieistniejący: 404 `BANNER_NOT_FOUND`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Obraz */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BannerContent"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/broadcast/participant/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Banery sekcji widoczne teraz dla uczestnika
         * @description Aktywne w tej chwili banery sekcji, w kolejności wyświetlania; bez banerów przeznaczonych dla innej grupy. Nieznana sekcja: 404 `SECTION_NOT_FOUND`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BannerListRequest"];
                };
            };
            responses: {
                /** @description Banery (może być pusta lista) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BannerList"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/broadcast/popup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Komunikat (popup) aktywny w tej chwili
         * @description Gdy aktywnych jest kilka — ten, który zaczął obowiązywać najpóźniej. Brak aktywnego: 204 bez treści.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Aktywny komunikat */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Popup"];
                    };
                };
                /** @description Brak aktywnego komunikatu */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grupa uczestnika */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grupa */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/history/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Historia punktów: wpisy księgi z filtrami i stronami
         * @description Błędy: 422 `VALIDATION_FAILED` — złe pola; 422 `DATE_RANGE` — dateFrom późniejsza niż dateTo.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HistoryListRequest"];
                };
            };
            responses: {
                /** @description Strona historii (domyślnie od najnowszych) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HistoryEntryPage"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obraz po identyfikatorze
         * @description Obrazy się nie zmieniają (nowy obraz to nowy identyfikator), więc odpowiedź można trzymać w pamięci podręcznej przeglądarki. Identyfikator to liczba (obrazki banerów, zadań, nagród i celów — widzi je uczestnik, któremu pokazywane jest coś z tym obrazkiem: obrazki nagród za lp tylko grupa FRSH) albo UUID zdjęcia przesłanego do zadania (`photoId` zadania — widzi je tylko ten, kto je przesłał). Brak obrazu, także cudzego zdjęcia czy obrazka, którego uczestnik nie widzi: 404 `IMAGE_NOT_FOUND`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Liczba (obrazek publiczny) albo UUID (zdjęcie z zadania). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Obraz */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Image"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zamówienie nagrody (punkty blokowane od razu)
         * @description W jednej transakcji: sprawdza nagrodę, dane dostawy, stan magazynu, limit uczestnika i punkty do wydania, blokuje punkty i zapisuje zamówienie (saldo bez zmian). MV: voucher od razu trafia e-mailem, więc zamówienie jest od razu zrealizowane: zablokowane punkty zostają wydane i saldo maleje o cenę. Kody odmów 422: VALIDATION_FAILED, AWARD_INACTIVE, OUT_OF_STOCK, LIMIT_REACHED, INSUFFICIENT_POINTS; 409: IDEMPOTENCY_KEY_REUSED; 404: AWARD_NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Klucz jednego zamówienia (8–128 znaków [A-Za-z0-9_-]), np. UUID. Ponowienie z tym samym kluczem i tą samą treścią zwraca to samo zamówienie bez drugiego obciążenia; z inną treścią — 409. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrderRequest"];
                };
            };
            responses: {
                /** @description Ponowienie z tym samym kluczem: to samo zamówienie, bez drugiego obciążenia */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderResult"];
                    };
                };
                /** @description Zamówienie złożone */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderResult"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Konflikt stanu */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jedno zamówienie uczestnika */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zamówienie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/order/{id}/voucher/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ponowna wysyłka vouchera e-mailem (MV)
         * @description Najwyżej 3 razy na dobę dla jednego zamówienia (potem 429 z Retry-After). 409 dla innych sposobów dostawy.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Wysłano ponownie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoucherResendResult"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Konflikt stanu */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Zbyt wiele żądań */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zamówienia uczestnika (z osią czasu każdego) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrderListRequest"];
                };
            };
            responses: {
                /** @description Strona zamówień */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderPage"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zmiana danych profilu
         * @description Zastępuje wszystkie edytowalne pola naraz (formularz profilu wysyła komplet). Błędy pól: 422 `VALIDATION_FAILED` z `errors` per pole, a `detail` zawiera polskie komunikaty (np. „Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.”). Adres e-mail innego konta: 409 `EMAIL_TAKEN`. Odpowiedź: profil po zmianie.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ParticipantEdit"];
                };
            };
            responses: {
                /** @description Zapisano; profil po zmianie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ParticipantPreview"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Konflikt stanu */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zmiana hasła (wymaga obecnego)
         * @description Hasło: od 8 do 128 znaków, co najmniej jedna mała litera, jedna wielka litera i jedna cyfra. Naruszone zasady: 422 `VALIDATION_FAILED`; błędne obecne hasło: 422 `WRONG_PASSWORD`; nowe takie samo jak obecne: 422 `SAME_PASSWORD`. Po zmianie niewykorzystane linki do ustawienia hasła przestają działać.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PasswordChange"];
                };
            };
            responses: {
                /** @description Hasło zmienione */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Success"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/points/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Przeliczenie salda z historii punktów
         * @description Odbudowuje saldo z księgi operacji punktowych (bez treści żądania). Po sukcesie portal pobiera saldo ponownie.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Przeliczono */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PointsCalculateResult"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/points/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Punkty, które wkrótce wygasną (od najbliższej daty)
         * @description Naliczone punkty z datą ważności w przyszłości, pomniejszone o to, co już zeszło z salda (blokady, wygaśnięcia, ujemne korekty), zdejmowane najpierw z punktów, które wygasają najwcześniej.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Punkty do wygaśnięcia według dni */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExpiringPoints"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/points/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldo punktów (vp, a w grupie FRSH także lp)
         * @description Saldo pokazywane uczestnikowi to total − subtracted; w nawiasie locked i current.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Saldo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PointsSummary"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/participant/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dane uczestnika (profil) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profil zalogowanego uczestnika */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ParticipantPreview"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grupy, w których uczestnik ma cele (wszystkie na jednej stronie) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grupy celów, alfabetycznie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanGroupPage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Obrazek celu lub grupy celów */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Obrazek */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanImage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/period/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Okresy, w których uczestnik ma cele (wszystkie na jednej stronie) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Okresy, od najnowszego */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanPeriodPage"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cele uczestnika z filtrami, sortowaniem i stronicowaniem */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PlanResultRequest"];
                };
            };
            responses: {
                /** @description Strona celów */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanResultPage"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/step/result/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stopnie celu: progi, punkty i co już osiągnięto */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stopnie celu */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanStepResult"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/plan/total/result/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Podsumowanie celu: postęp, punkty, następny próg i tempo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Podsumowanie celu */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanTotalResult"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Szczegóły zadania (z pytaniami quizu) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zadanie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaskDetail"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/task/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wykonanie zadania: potwierdzenie albo odpowiedzi quizu
         * @description Quiz sprawdza serwer. Błędne odpowiedzi: 422 QUIZ_WRONG z liczbą poprawnych odpowiedzi (bez wskazania, które były błędne); najwyżej 3 próby.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaskCompleteRequest"];
                };
            };
            responses: {
                /** @description Zadanie zaliczone; punkty dopisane do portfela */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaskCompletion"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description ALREADY_DONE — już wykonane; TASK_EXPIRED — po terminie; TASK_NOT_STARTED — jeszcze się nie zaczęło; NO_ATTEMPTS_LEFT — wykorzystano próby quizu */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowa treść (VALIDATION_FAILED, WRONG_BODY, ANSWERS_REQUIRED, PHOTO_REQUIRED, INVALID_ANSWERS) albo błędne odpowiedzi quizu (QUIZ_WRONG) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuizWrongError"] | components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/task/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wykonanie zadania zdjęciem
         * @description multipart/form-data z jednym plikiem w polu `photo` (JPEG, PNG lub WebP, najwyżej 5 MB).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["TaskPhotoUpload"];
                };
            };
            responses: {
                /** @description Zadanie zaliczone; punkty dopisane do portfela */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaskCompletion"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nie znaleziono */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description ALREADY_DONE — już wykonane; TASK_EXPIRED — po terminie; TASK_NOT_STARTED — jeszcze się nie zaczęło; NO_ATTEMPTS_LEFT — wykorzystano próby quizu */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PHOTO_TOO_LARGE — zdjęcie większe niż 5 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description NOT_MULTIPART, BAD_MULTIPART, VALIDATION_FAILED (brak pola photo), EMPTY_PHOTO, NOT_AN_IMAGE, WRONG_KIND */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/task/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zadania uczestnika z wyszukiwaniem, stanem, sortowaniem i stronicowaniem */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaskListRequest"];
                };
            };
            responses: {
                /** @description Strona zadań */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaskSummaryPage"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 64 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loyalty/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logowanie uczestnika
         * @description Limity (na 15 minut, docs/decisions/027): próby z jednego adresu klienta (429); nieudane próby na jedno konto z jednego adresu (429 tylko dla tego adresu); nieudane próby na jedno konto z adresów, z których się na nie nie logowano w ciągu 90 dni — po pięciu każda następna czeka dłużej (do 10 s), po limicie konta 429 z radą, by ustawić nowe hasło przez e-mail. Z adresu, z którego właściciel już się logował, konto zawsze jest dostępne. 429 niesie nagłówek Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginRequest"];
                };
            };
            responses: {
                /** @description Zalogowano; cały obiekt jest sesją */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak uprawnień */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Zbyt wiele żądań */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loyalty/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wylogowanie: koniec sesji tokenu
         * @description Kończy sesję, do której należy token: ani ten token, ani żaden wcześniej czy później z niej odświeżony nie zadziała już w żadnym wywołaniu ani w /loyalty/refresh (401 `TOKEN_REVOKED`). Inne sesje uczestnika (inne urządzenia) trwają. Wylogowanie już zakończonej sesji albo tokenem, który wygasł, też odpowiada 200. Token sfałszowany: 401 `TOKEN_INVALID`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LogoutRequest"];
                };
            };
            responses: {
                /** @description Wylogowano */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LogoutResponse"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loyalty/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wymiana ważnego tokenu na nowy
         * @description Nowy token należy do tej samej sesji. Sesja zakończona wylogowaniem, zmianą hasła albo ustawieniem nowego hasła linkiem z e-maila: 401 `TOKEN_REVOKED`. Sesja trwa najdłużej `SESSION_MAX_HOURS` (12 godzin) od zalogowania, choćby odświeżana: potem 401 `SESSION_EXPIRED`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefreshRequest"];
                };
            };
            responses: {
                /** @description Nowa sesja */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Żądanie nie jest poprawnym JSON-em */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Brak lub nieważny token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE — treść większa niż 4 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Nieprawidłowe dane */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Accepted: {
            /** @enum {boolean} */
            success: true;
        };
        AccountLinkInfo: {
            /**
             * @description Adres e-mail konta, zamaskowany.
             * @example a***@punkty.example
             */
            email: string;
            /**
             * @description Do kiedy link działa (ISO 8601).
             * @example 2026-06-17T10:00:00.000Z
             */
            expiresAt: string;
            /** @description Login konta, do którego prowadzi link. */
            username: string;
        };
        AccountLoginRequest: {
            /**
             * @description Login albo adres e-mail konta.
             * @example demo
             */
            login: string;
        };
        Address: {
            /** @example Pruszków */
            city: string;
            /** @example 05-800 */
            postalCode: string;
            /** @example ul. Lipowa 12 */
            street: string;
        };
        Alive: {
            /** @enum {string} */
            status: "alive";
        };
        AwardCard: {
            activeImageId: number | null;
            awardId: number;
            /** @description Punkty do wydania pokrywają jedną sztukę, nagroda jest dostępna, aktywna i nie wyczerpano limitu uczestnika. */
            canOrder: boolean;
            categoryId: number;
            /**
             * @description vp — wszyscy; lp — tylko grupa FRSH.
             * @enum {string}
             */
            currency: "vp" | "lp";
            /**
             * @description MA — przelew na podane konto; MT — kurier na podany adres; MV — e-voucher e-mailem, hasło do pliku SMS-em; CB, GFCA — system sprzedawcy.
             * @enum {string}
             */
            deliveryMethod: "MA" | "MT" | "MV" | "CB" | "GFCA";
            groupId: number;
            /** @description Obrazek dla nagrody, której nie można zamówić. */
            inactiveImageId: number | null;
            /** @description Dodana w ciągu ostatnich 30 dni. */
            isNew: boolean;
            /** @description Ile punktów brakuje do jednej sztuki; 0, gdy stać uczestnika. */
            missingPoints: number;
            name: string;
            /** @description Cena jednej sztuki w walucie nagrody. */
            price: number;
            shortDescription: string;
            /** @description Jest na liście życzeń uczestnika. */
            wished: boolean;
        };
        AwardCardPage: {
            items: components["schemas"]["AwardCard"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        AwardCategory: {
            /** @description Ile nagród kategorii widzi uczestnik. */
            awardCount: number;
            categoryId: number;
            groupId: number;
            name: string;
        };
        AwardCategoryPage: {
            items: components["schemas"]["AwardCategory"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        AwardDetail: components["schemas"]["AwardCard"] & {
            categoryName: string;
            /** @description Zwykły tekst; akapity rozdziela pusta linia. */
            description: string;
            groupName: string;
            /** @description Najwięcej sztuk w jednym zamówieniu: mniejsza z wartości pozostały limit, stan magazynu, sztuki, na które stać uczestnika; null — bez ograniczeń. */
            maxOrderable: number | null;
            /** @description Sztuki już zamówione przez uczestnika (bez anulowanych). */
            orderedByUser: number;
            /** @description Sztuk w magazynie; null — bez ograniczeń. */
            remainingAmount: number | null;
            /** @description Najwięcej sztuk na uczestnika; null — bez limitu. */
            userLimit: number | null;
        };
        AwardGroup: {
            /** @description Ile nagród grupy widzi uczestnik. */
            awardCount: number;
            description: string;
            groupId: number;
            /** @description Obrazek grupy: GET /api/loyalty/award/image/{id}. */
            imageId: number | null;
            name: string;
        };
        AwardGroupPage: {
            items: components["schemas"]["AwardGroup"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        AwardImage: {
            /** @description Treść obrazka w base64. */
            imageContent: string;
            /** @example image/svg+xml */
            imageMimeType: string;
        };
        AwardListRequest: {
            /** @description Tylko nagrody, których cena mieści się w punktach do wydania (w walucie nagrody). */
            affordable?: boolean;
            /** @example [] */
            categoryIds?: number[];
            /**
             * @description Tylko nagrody w tej walucie; brak — w obu (lp widzi tylko grupa FRSH). Sortowanie po cenie układa nagrody najpierw w vp, potem w lp, bo ich ceny się nie porównują.
             * @enum {string}
             */
            currency?: "vp" | "lp";
            /**
             * @example [
             *       1
             *     ]
             */
            groupIds?: number[];
            /** @description Tylko nagrody dodane w ciągu ostatnich 30 dni. */
            onlyFresh?: boolean;
            /**
             * @description Numer strony, od 1.
             * @default 1
             */
            page: number;
            /** @default 20 */
            per: number;
            /**
             * @description Słowa szukane w nazwie, krótkim opisie i opisie nagrody. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki (do, z, i, w, na, dla…) są pomijane. Bez sortBy wyniki idą od najtrafniejszych.
             * @example ekspres do kawy
             */
            search?: string;
            /**
             * @description Domyślnie relevance, gdy podano search, a popularity bez niego. relevance: najpierw nagrody, których nazwa zawiera szukane słowa, wśród równych najpopularniejsze; bez search to samo co popularity. Domyślny kierunek: name i price rosnąco, relevance, newest i popularity malejąco.
             * @enum {string}
             */
            sortBy?: "relevance" | "name" | "price" | "newest" | "popularity";
            /** @enum {string} */
            sortOrder?: "asc" | "desc";
        };
        AwardWishState: {
            wished: boolean;
        };
        Banner: {
            bannerId: number;
            /**
             * @description Czas wyświetlania w sekundach; null — domyślne 5 s.
             * @example 7
             */
            broadcastTime: number | null;
            /** @example image/svg+xml */
            mimeType: string;
            /**
             * @description Dokąd prowadzi kliknięcie: adres http(s) (nowa karta) albo ścieżka portalu; null — baner nie jest linkiem.
             * @example /awards-catalog
             */
            url: string | null;
        };
        BannerContent: {
            /** @description Obraz banera w base64 (typ podaje lista banerów). */
            bannerContent: string;
        };
        BannerList: {
            banners: components["schemas"]["Banner"][];
        };
        BannerListRequest: {
            bannerSectionId: number;
        };
        BannerSection: {
            /**
             * @description Kod sekcji, np. app_3_goals; portal dobiera sekcję po kodzie.
             * @example app_3_goals
             */
            code: string;
            id: number;
        };
        BannerSections: {
            bannerSections: components["schemas"]["BannerSection"][];
        };
        Consents: {
            /** @description Informacje handlowe e-mailem. */
            marketing: boolean;
            /** @description Akceptacja regulaminu programu (wymagana). */
            rules: boolean;
            /** @description Powiadomienia SMS (wymagają numeru telefonu). */
            sms: boolean;
        };
        ErrorBody: {
            code?: string;
            detail: string;
            errors?: {
                message: string;
                path: string;
            }[];
            message: string;
            status: number;
        };
        ExpiringPoints: {
            items: {
                /** @description Ile punktów wygaśnie tego dnia, jeśli nie zostaną wydane. */
                amount: number;
                /** @enum {string} */
                currency: "vp" | "lp";
                /**
                 * @description Dzień wygaśnięcia (czas polski), RRRR-MM-DD.
                 * @example 2026-07-20
                 */
                date: string;
            }[];
        };
        Group: {
            /**
             * @description FRSH odsłania drugą walutę (lp).
             * @example FRSH
             */
            groupCode: string;
            /** @example Świeżość */
            groupName: string;
        };
        HistoryEntry: {
            /** @description Kwota wpisu w księdze (dodatnia, korekty mogą być ujemne). */
            amount: number;
            /** @description Zmiana punktów do wydania (saldo − zablokowane): earned i correction +, locked −, unlocked +, spent 0 (punkty były już zablokowane), expired −. Saldo (total − subtracted) zmieniają earned, correction (+), spent i expired (−); zablokowane: locked (+), unlocked i spent (−). */
            balanceEffect: number;
            /** @enum {string} */
            currency: "vp" | "lp";
            /**
             * @description Chwila zapisu (ISO 8601).
             * @example 2026-06-01T08:30:00.000Z
             */
            date: string;
            description: string;
            entryId: number;
            /**
             * @description earned — naliczone; locked — zablokowane przez zamówienie; unlocked — odblokowane (anulowanie); spent — wydane (realizacja zamówienia); expired — wygasłe; correction — korekta (może być ujemna).
             * @enum {string}
             */
            kind: "earned" | "locked" | "unlocked" | "spent" | "expired" | "correction";
            /** @description Dokąd prowadzi wpis (plan, zadanie, zamówienie); null — nigdzie. */
            link: {
                id: number;
                /** @enum {string} */
                kind: "plan" | "task" | "order" | "award";
            } | null;
            sourceId: string | null;
            /** @enum {string} */
            sourceType: "plan" | "task" | "order" | "expiry" | "correction";
        };
        HistoryEntryPage: {
            items: components["schemas"]["HistoryEntry"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        HistoryListRequest: {
            /** @enum {string} */
            currency?: "vp" | "lp";
            /**
             * Format: date
             * @description Od tego dnia włącznie (czas polski).
             * @example 2026-06-01
             */
            dateFrom?: string;
            /**
             * Format: date
             * @description Do tego dnia włącznie (czas polski).
             * @example 2026-06-01
             */
            dateTo?: string;
            /**
             * @description Numer strony, od 1.
             * @default 1
             */
            page: number;
            /** @default 20 */
            per: number;
            /**
             * @description Słowa szukane w opisie wpisu. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki (do, z, i, w, na, dla…) są pomijane. Kolejność zostaje według daty.
             * @example
             */
            search?: string;
            /** @enum {string} */
            sortOrder?: "asc" | "desc";
            /** @description Źródła wpisów; brak lub pusta lista — wszystkie. */
            sourceTypes?: ("plan" | "task" | "order" | "expiry" | "correction")[];
            /** @description Rodzaje wpisów; brak lub pusta lista — wszystkie. */
            types?: ("earned" | "locked" | "unlocked" | "spent" | "expired" | "correction")[];
        };
        Image: {
            /** @description Treść obrazu w base64. */
            imageContent: string;
            /** @example image/svg+xml */
            imageMimeType: string;
        };
        LoginRequest: {
            /** @example app3 */
            appCode: string;
            password: string;
            username: string;
        };
        LogoutRequest: {
            token: string;
        };
        LogoutResponse: {
            /** @enum {boolean} */
            success: true;
        };
        Order: {
            /** @description GET /api/loyalty/award/image/{id}. */
            activeImageId: number | null;
            awardId: number;
            /** @description Nazwa nagrody z chwili zamówienia. */
            awardName: string;
            /** @description MV: voucher można wysłać ponownie. */
            canResendVoucher: boolean;
            /** @description ISO 8601. */
            createdAt: string;
            /** @enum {string} */
            currency: "vp" | "lp";
            /** @description Dane dostawy; rachunek bankowy zamaskowany („•••• 2874”). */
            deliveryData: {
                [key: string]: string;
            };
            /** @enum {string} */
            deliveryMethod: "MA" | "MT" | "MV" | "CB" | "GFCA";
            deliveryMethodLabel: string;
            orderId: number;
            quantity: number;
            /**
             * @description Kroki według sposobu dostawy: MA: placed → transfer_booked → completed; MT: placed → packed → sent → delivered; MV: placed → voucher_sent; CB: placed → handed_over → confirmed; GFCA: placed → handed_over → confirmed; MV po ponownej wysyłce: resent; każde: cancelled. Etykiety: placed — Zamówienie złożone; transfer_booked — Przelew zlecony; completed — Przelew zaksięgowany; packed — Paczka przygotowana; sent — Nadana u kuriera; delivered — Doręczona; voucher_sent — Voucher wysłany e-mailem; resent — Voucher wysłany ponownie; handed_over — Przekazane do systemu sprzedawcy; confirmed — Potwierdzone przez sprzedawcę; cancelled — Anulowane.
             * @enum {string}
             */
            status: "placed" | "transfer_booked" | "completed" | "packed" | "sent" | "delivered" | "voucher_sent" | "resent" | "handed_over" | "confirmed" | "cancelled";
            statusLabel: string;
            /** @description Cała oś czasu: kroki wykonane (z datą) i, jeśli nie anulowano, kroki jeszcze przed zamówieniem. */
            timeline: components["schemas"]["OrderTimelineStep"][];
            totalPrice: number;
            /** @description MT: link do śledzenia przesyłki, gdy nadana. */
            trackingUrl: string | null;
            unitPrice: number;
            updatedAt: string;
        };
        /**
         * @description Dane dostawy zależne od sposobu dostawy nagrody: MA { bankAccount }; MT { recipient, street, postalCode, city, phone }; MV { email, phone }; CB i GFCA {} (opcjonalnie customerNumber). W odpowiedziach numer rachunku jest zamaskowany (ostatnie 4 cyfry).
         * @default {}
         */
        OrderDeliveryData: {
            /**
             * @description MA: polski IBAN, PL i 26 cyfr (spacje dozwolone; bez PL też przyjmiemy).
             * @example PL61 1090 1014 0000 0712 1981 2874
             */
            bankAccount?: string;
            /** @description MT: miejscowość. */
            city?: string;
            /** @description CB, GFCA: opcjonalny numer klienta w systemie sprzedawcy. */
            customerNumber?: string;
            /** @description MV: adres, na który przyjdzie voucher. */
            email?: string;
            /**
             * @description MT (dla kuriera) i MV (SMS z hasłem): 9 cyfr, opcjonalnie +48.
             * @example +48 601 234 567
             */
            phone?: string;
            /**
             * @description MT: NN-NNN.
             * @example 05-800
             */
            postalCode?: string;
            /** @description MT: imię i nazwisko odbiorcy. */
            recipient?: string;
            /** @description MT: ulica z numerem domu i lokalu. */
            street?: string;
        };
        OrderListRequest: {
            /**
             * @description Numer strony, od 1.
             * @default 1
             */
            page: number;
            /** @default 20 */
            per: number;
            /**
             * @description Słowa szukane w nazwie nagrody. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki (do, z, i, w, na, dla…) są pomijane. Sama liczba (także z #) znajduje też zamówienie o tym numerze. Kolejność według sortBy.
             * @example
             */
            search?: string;
            /**
             * @description Domyślnie createdAt; domyślny kierunek malejący (najnowsze najpierw).
             * @enum {string}
             */
            sortBy?: "createdAt" | "totalPrice";
            /** @enum {string} */
            sortOrder?: "asc" | "desc";
            /**
             * @description Kroki według sposobu dostawy: MA: placed → transfer_booked → completed; MT: placed → packed → sent → delivered; MV: placed → voucher_sent; CB: placed → handed_over → confirmed; GFCA: placed → handed_over → confirmed; MV po ponownej wysyłce: resent; każde: cancelled. Etykiety: placed — Zamówienie złożone; transfer_booked — Przelew zlecony; completed — Przelew zaksięgowany; packed — Paczka przygotowana; sent — Nadana u kuriera; delivered — Doręczona; voucher_sent — Voucher wysłany e-mailem; resent — Voucher wysłany ponownie; handed_over — Przekazane do systemu sprzedawcy; confirmed — Potwierdzone przez sprzedawcę; cancelled — Anulowane.
             * @enum {string}
             */
            status?: "placed" | "transfer_booked" | "completed" | "packed" | "sent" | "delivered" | "voucher_sent" | "resent" | "handed_over" | "confirmed" | "cancelled";
        };
        OrderPage: {
            items: components["schemas"]["Order"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        OrderRequest: {
            awardId: number;
            deliveryData?: components["schemas"]["OrderDeliveryData"];
            /** @default 1 */
            quantity: number;
        };
        OrderResult: {
            order: components["schemas"]["Order"];
            summary: components["schemas"]["PointsSummary"] & unknown;
        };
        OrderTimelineStep: {
            /** @description Kiedy zamówienie osiągnęło krok (ISO 8601); null — krok jeszcze przed nim. */
            at: string | null;
            done: boolean;
            /** @description Polska nazwa kroku. */
            label: string;
            note: string | null;
            /**
             * @description Kroki według sposobu dostawy: MA: placed → transfer_booked → completed; MT: placed → packed → sent → delivered; MV: placed → voucher_sent; CB: placed → handed_over → confirmed; GFCA: placed → handed_over → confirmed; MV po ponownej wysyłce: resent; każde: cancelled. Etykiety: placed — Zamówienie złożone; transfer_booked — Przelew zlecony; completed — Przelew zaksięgowany; packed — Paczka przygotowana; sent — Nadana u kuriera; delivered — Doręczona; voucher_sent — Voucher wysłany e-mailem; resent — Voucher wysłany ponownie; handed_over — Przekazane do systemu sprzedawcy; confirmed — Potwierdzone przez sprzedawcę; cancelled — Anulowane.
             * @enum {string}
             */
            status: "placed" | "transfer_booked" | "completed" | "packed" | "sent" | "delivered" | "voucher_sent" | "resent" | "handed_over" | "confirmed" | "cancelled";
            /** @description MT, krok sent: link do śledzenia przesyłki. */
            trackingUrl: string | null;
        };
        ParticipantEdit: {
            address: {
                city: string;
                /**
                 * @description Postać NN-NNN.
                 * @example 05-800
                 */
                postalCode: string;
                street: string;
            };
            /**
             * @description Pusty albo polski IBAN: PL i 26 cyfr (spacje dozwolone, PL można pominąć), z poprawną sumą kontrolną.
             * @example PL61 1090 1014 0000 0712 1981 2874
             */
            bankAccount: string;
            consents: {
                marketing: boolean;
                rules: boolean;
                sms: boolean;
            };
            /** @example sklep@example.pl */
            email: string;
            /**
             * @description Litery polskie i łacińskie; spacja, łącznik lub apostrof tylko między literami. Do 60 znaków.
             * @example Anna
             */
            firstname: string;
            /**
             * @description Jak imię, np. Nowak-Kowalska.
             * @example Wiśniewska
             */
            lastname: string;
            /**
             * @description Po usunięciu wszystkiego poza cyframi dokładnie 10 cyfr z poprawną sumą kontrolną; zapisywany bez separatorów.
             * @example 526-104-08-28
             */
            nip: string;
            /**
             * @description Pusty albo polski numer: 9 cyfr, opcjonalnie z +48; zapisywany jako +48 NNN NNN NNN.
             * @example 601 234 567
             */
            phone: string;
            /**
             * @description Do 200 znaków: litery polskie i łacińskie, cyfry, spacje, znaki interpunkcyjne; bez znaków niewidocznych i liter innych alfabetów udających łacińskie.
             * @example Sklep Spożywczy „Pod Lipami”
             */
            storeName: string;
        };
        ParticipantPreview: {
            address: components["schemas"]["Address"];
            /**
             * @description Numer konta do przelewów: PL i 26 cyfr bez spacji, albo pusty.
             * @example PL61109010140000071219812874
             */
            bankAccount: string;
            consents: components["schemas"]["Consents"];
            email: string;
            firstname: string;
            /** @example STD */
            groupCode: string;
            lastname: string;
            /**
             * @description 10 cyfr bez separatorów (portal pokazuje XXX-XXX-XX-XX).
             * @example 5261040828
             */
            nip: string;
            /**
             * @description +48 NNN NNN NNN albo pusty.
             * @example +48 601 234 567
             */
            phone: string;
            storeName: string;
            username: string;
        };
        PasswordChange: {
            currentPassword: string;
            /**
             * @description Hasło: od 8 do 128 znaków, co najmniej jedna mała litera, jedna wielka litera i jedna cyfra.
             * @example Sklep!2026
             */
            newPassword: string;
            newPasswordConfirmation: string;
        };
        PlanGroup: {
            activeImageId: number | null;
            id: number;
            inactiveImageId: number | null;
            name: string;
        };
        PlanGroupPage: {
            items: components["schemas"]["PlanGroup"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        PlanImage: {
            /** @description Treść obrazka w base64. */
            imageContent: string;
            /** @example image/svg+xml */
            imageMimeType: string;
        };
        PlanPace: {
            /** @description Dni do końca okresu (rozpoczęty dzień liczy się cały). */
            daysLeft: number;
            /** @description Jaka część okresu minęła. */
            elapsedShare: number;
            /** @description Ile trzeba dziennie, by do końca osiągnąć następny próg; null gdy osiągnięty lub po okresie. */
            neededPerDay: number | null;
            /** @description To samo na tydzień (nie więcej niż brakuje). */
            neededPerWeek: number | null;
            /** @description Postęp nadąża za upływem czasu. */
            onTrack: boolean;
            /**
             * Format: date-time
             * @description Ostatnia chwila okresu.
             */
            periodEnd: string;
            /**
             * Format: date-time
             * @description Początek okresu.
             */
            periodStart: string;
            /** @description currentValue / targetValue. */
            progressShare: number;
        };
        PlanPeriod: {
            /**
             * Format: date-time
             * @description Ostatnia chwila.
             */
            endDate: string;
            id: number;
            name: string;
            /**
             * Format: date-time
             * @description Początek.
             */
            startDate: string;
        };
        PlanPeriodPage: {
            items: components["schemas"]["PlanPeriod"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        PlanResult: {
            /**
             * @description vp — waluta wirtualna; lp — druga waluta (grupa FRSH).
             * @enum {string}
             */
            currency: "vp" | "lp";
            currentValue: number;
            description: string;
            /** @description Suma punktów osiągniętych stopni. */
            earnedPoints: number;
            /**
             * Format: date-time
             * @description Ostatnia chwila okresu.
             */
            endDate: string;
            featured: boolean;
            groupActiveImageId: number | null;
            groupId: number;
            groupName: string;
            /** @description Brak — pokaż groupActiveImageId. */
            imageId: number | null;
            name: string;
            periodId: number;
            periodName: string;
            planId: number;
            /** @description Ile punktów cel może dać w sumie. */
            points: number;
            /** @description currentValue / targetValue, najwyżej 1. */
            progress: number;
            /**
             * Format: date-time
             * @description Początek okresu.
             */
            startDate: string;
            /**
             * @description upcoming — okres jeszcze się nie zaczął; realised — osiągnięto cel; expired — okres minął bez realizacji.
             * @enum {string}
             */
            state: "upcoming" | "active" | "realised" | "expired";
            stepsCount: number;
            /** @description Próg ostatniego stopnia. */
            targetValue: number;
            /** @example zł */
            unit: string;
        };
        PlanResultPage: {
            items: components["schemas"]["PlanResult"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        PlanResultRequest: {
            /** @description Najpierw kolejność ustalona przez organizatora, potem sortBy. Brak lub null — nie (false). */
            customSort?: boolean | null;
            /** @description Ukryj cele zakończone bez realizacji. Brak lub null — nie (false). */
            hideExpired?: boolean | null;
            /** @description Ukryj cele zrealizowane. Brak lub null — nie (false). */
            hideRealisedPlans?: boolean | null;
            /** @description Tylko cele wyróżnione. Brak lub null — nie (false). */
            onlyFeaturedPlans?: boolean | null;
            /**
             * @description Numer strony, od 1.
             * @default 1
             */
            page: number;
            /** @default 20 */
            per: number;
            /** @description Tylko cele z tego okresu. */
            periodId?: number | null;
            /** @description Tylko cele z tych grup (puste — wszystkie). */
            planGroups?: number[] | null;
            /**
             * @description Słowa szukane w nazwie i opisie celu. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki (do, z, i, w, na, dla…) są pomijane. Bez sortBy najpierw najtrafniejsze.
             * @example kawa
             */
            search?: string | null;
            /**
             * @description Pole sortowania. Bez niego: najpierw aktywne, potem nadchodzące, zrealizowane i zakończone; w każdej grupie najpierw kończące się wcześniej.
             * @enum {string|null}
             */
            sortBy?: "name" | "startDate" | "endDate" | "progress" | "points" | null;
            /**
             * @description Kierunek sortowania; domyślnie asc.
             * @enum {string|null}
             */
            sortOrder?: "asc" | "desc" | null;
        };
        PlanStep: {
            /** @description Ile brakuje do progu; 0 gdy osiągnięty. */
            missing: number;
            points: number;
            /** @description 1 dla najniższego progu. */
            position: number;
            reached: boolean;
            stepId: number;
            threshold: number;
        };
        PlanStepResult: {
            /**
             * @description vp — waluta wirtualna; lp — druga waluta (grupa FRSH).
             * @enum {string}
             */
            currency: "vp" | "lp";
            currentValue: number;
            planId: number;
            steps: components["schemas"]["PlanStep"][];
            unit: string;
        };
        PlanTotalResult: {
            /**
             * @description vp — waluta wirtualna; lp — druga waluta (grupa FRSH).
             * @enum {string}
             */
            currency: "vp" | "lp";
            currentValue: number;
            earnedPoints: number;
            /** @description Najbliższy nieosiągnięty próg; null gdy wszystkie osiągnięte. */
            nextStep: {
                missing: number;
                points: number;
                threshold: number;
            } | null;
            pace: components["schemas"]["PlanPace"];
            planId: number;
            possiblePoints: number;
            progress: number;
            targetValue: number;
        };
        PointsCalculateResult: {
            /** @enum {boolean} */
            success: true;
        };
        PointsSummary: {
            /**
             * @description lp do wydania teraz.
             * @example 1250.5
             */
            lpCurrentValue: number;
            /**
             * @description lp zablokowane.
             * @example 1250.5
             */
            lpLockedValue: number;
            /**
             * @description lp odjęte.
             * @example 1250.5
             */
            lpSubtractedValue: number;
            /**
             * @description Jak vp, dla waluty lp (tylko grupa FRSH; w innych grupach 0).
             * @example 1250.5
             */
            lpTotalValue: number;
            /**
             * @description Punkty vp do wydania teraz: zdobyte − odjęte − zablokowane.
             * @example 1250.5
             */
            vpCurrentValue: number;
            /**
             * @description Punkty vp zablokowane przez zamówienia w realizacji.
             * @example 1250.5
             */
            vpLockedValue: number;
            /**
             * @description Punkty vp wydane lub wygasłe.
             * @example 1250.5
             */
            vpSubtractedValue: number;
            /**
             * @description Punkty vp zdobyte łącznie.
             * @example 1250.5
             */
            vpTotalValue: number;
        };
        Popup: {
            popupId: number;
            /** @example Akcja: podwójne punkty za cele */
            popupName: string;
            /** @description Treść jako tekst JSON w formacie Draft.js raw ({ blocks: [...], entityMap: {...} }): bloki (akapity, nagłówki, listy), style BOLD/ITALIC/UNDERLINE/STRIKETHROUGH i encje LINK. */
            textContent: string;
        };
        QuizWrongError: components["schemas"]["ErrorBody"] & {
            attemptsLeft: number;
            /** @enum {string} */
            code: "QUIZ_WRONG";
            /** @description Ile odpowiedzi było poprawnych (nie mówi, które). */
            correctCount: number;
            questionCount: number;
        };
        Ready: {
            database: string;
            /** @enum {string} */
            status: "ok";
        };
        RefreshRequest: {
            token: string;
        };
        Session: {
            email: string;
            firstname: string;
            groupCode: string;
            lastname: string;
            participantId: number;
            storeName: string;
            /** @description JWT (HS256) z `exp` w sekundach. */
            token: string;
            username: string;
        };
        SetPasswordRequest: {
            /**
             * @description Hasło: od 8 do 128 znaków, co najmniej jedna mała litera, jedna wielka litera i jedna cyfra.
             * @example Sklep!2026
             */
            password: string;
            passwordConfirmation: string;
        };
        SetPasswordResponse: {
            /** @enum {boolean} */
            success: true;
            username: string;
        };
        Success: {
            /** @enum {boolean} */
            success: true;
        };
        /** @description Potwierdzenie: {}. Quiz: { answers }. */
        TaskCompleteRequest: {
            /** @description Tylko dla quizu: jedna odpowiedź na każde pytanie. */
            answers?: {
                answerId: number;
                questionId: number;
            }[];
        };
        TaskCompletion: {
            /** @enum {string} */
            currency: "vp" | "lp";
            pointsAwarded: number;
            /** @description Saldo po zaliczeniu, w kształcie /participant/points/summary. */
            summary: {
                lpCurrentValue: number;
                lpLockedValue: number;
                lpSubtractedValue: number;
                lpTotalValue: number;
                vpCurrentValue: number;
                vpLockedValue: number;
                vpSubtractedValue: number;
                vpTotalValue: number;
            };
            task: components["schemas"]["TaskDetail"];
        };
        TaskDetail: components["schemas"]["TaskSummary"] & {
            /** @description Quiz: ile prób ma uczestnik w ogóle. Po błędnej próbie dowiaduje się tylko, ile odpowiedzi było poprawnych (nie których). Inne rodzaje: null. */
            attemptsAllowed: number | null;
            /** @description Quiz: ile prób zostało (z 3); inne rodzaje: null. */
            attemptsLeft: number | null;
            /** Format: date-time */
            completedAt: string | null;
            description: string;
            /**
             * Format: uuid
             * @description Zadanie ze zdjęciem, wykonane: identyfikator przesłanego zdjęcia dla GET /api/loyalty/image/{id}. Zdjęcie widzi tylko uczestnik, który je przesłał.
             */
            photoId: string | null;
            /** @description Pytania quizu (bez wskazania poprawnych odpowiedzi); puste dla innych rodzajów. */
            questions: {
                answers: {
                    answerId: number;
                    text: string;
                }[];
                questionId: number;
                text: string;
            }[];
        };
        TaskListRequest: {
            /**
             * @description Numer strony, od 1.
             * @default 1
             */
            page: number;
            /** @default 20 */
            per: number;
            /**
             * @description Słowa szukane w tytule i opisie zadania. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki (do, z, i, w, na, dla…) są pomijane. Bez sortBy najpierw najtrafniejsze.
             * @example zdjęcie półki
             */
            search?: string | null;
            /**
             * @description Pole sortowania. Bez niego: otwarte od najbliższego terminu, potem wykonane (najnowsze), potem przeterminowane.
             * @enum {string|null}
             */
            sortBy?: "deadline" | "points" | "title" | null;
            /**
             * @description Kierunek sortowania; domyślnie asc.
             * @enum {string|null}
             */
            sortOrder?: "asc" | "desc" | null;
            /**
             * @description Tylko zadania w tym stanie (bez niego — wszystkie).
             * @enum {string|null}
             */
            status?: "open" | "done" | "expired" | null;
        };
        TaskPhotoUpload: {
            /**
             * Format: binary
             * @description Zdjęcie JPEG, PNG lub WebP (rozpoznawane po treści), najwyżej 5 MB.
             */
            photo: string;
        };
        TaskSummary: {
            /** @enum {string} */
            currency: "vp" | "lp";
            /**
             * Format: date-time
             * @description Termin wykonania.
             */
            deadline: string;
            /** @description Obrazek z GET /api/loyalty/image/{id}. */
            imageId: number | null;
            /**
             * @description confirm — potwierdzenie jednym kliknięciem; quiz — odpowiedzi sprawdza serwer; photo — zdjęcie.
             * @enum {string}
             */
            kind: "confirm" | "quiz" | "photo";
            points: number;
            /**
             * Format: date-time
             * @description Od kiedy można wykonać zadanie.
             */
            startDate: string;
            /**
             * @description expired — termin minął, zadanie niewykonane.
             * @enum {string}
             */
            state: "open" | "done" | "expired";
            taskId: number;
            title: string;
        };
        TaskSummaryPage: {
            items: components["schemas"]["TaskSummary"][];
            /** @description Numer strony, od 1. */
            page: number;
            per: number;
            /** @description Liczba wszystkich pozycji. */
            total: number;
            totalPages: number;
        };
        VoucherResendResult: {
            /** @enum {boolean} */
            success: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
