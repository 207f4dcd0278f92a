export type AuthTab = "logowanie" | "rejestracja" | "haslo" | "potwierdzenie";
