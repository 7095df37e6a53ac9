/**
 * The session and user preferences, shared by the shell and every remote (shared-ui is a
 * Module Federation singleton, so there is one store). Persisted under the keys the spec
 * names: userData, accessToken, userAbilityRules, language, theme, skin, primaryColor; and
 * clinicTimeZone (the signed-in clinic's zone, so a reload shows times in it at once).
 * Server data never goes here (that is the query cache's job).
 */
import type { AppRule, Role } from '@emr/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Skin, ThemeMode } from '../theme/themes.ts';

export type Language = 'en' | 'fr' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

export interface UserData {
  id: string;
  Role: Role | string;
  FullName: string;
  Email: string;
  ClinicID: string;
  Avatar?: string | null;
}

export interface SessionState {
  userData: UserData | null;
  accessToken: string | null;
  userAbilityRules: AppRule[];
  language: Language;
  theme: ThemeMode;
  skin: Skin;
  primaryColor: string | null;
  /**
   * The signed-in clinic's time zone (its Clinic row's `TimeZone`), loaded with the session by the
   * shell; null until known. Read it with `useClinicTimeZone` / `currentClinicTimeZone` (session/clinicTime.ts),
   * which check it and fall back to the domain's default.
   */
  clinicTimeZone: string | null;
  signIn(userData: UserData, accessToken: string, rules: AppRule[]): void;
  setAccessToken(accessToken: string): void;
  setClinicTimeZone(timeZone: string | null): void;
  /** Clears userData, accessToken, userAbilityRules and the clinic's time zone (preferences stay). */
  signOut(): void;
  setLanguage(language: Language): void;
  setTheme(theme: ThemeMode): void;
  setSkin(skin: Skin): void;
  setPrimaryColor(color: string | null): void;
}

function read<T>(key: string, fallback: T, valid: (value: unknown) => boolean = () => true): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value = JSON.parse(raw) as unknown;
    return valid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the session still works for this page
  }
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    userData: read<UserData | null>('userData', null),
    accessToken: read<string | null>('accessToken', null),
    userAbilityRules: read<AppRule[]>('userAbilityRules', [], Array.isArray),
    language: read<Language>('language', 'en', (v) => LANGUAGES.includes(v as Language)),
    theme: read<ThemeMode>('theme', 'system', (v) => v === 'light' || v === 'dark' || v === 'system'),
    skin: read<Skin>('skin', 'default', (v) => v === 'default' || v === 'bordered'),
    primaryColor: read<string | null>('primaryColor', null),
    clinicTimeZone: read<string | null>('clinicTimeZone', null, (v) => typeof v === 'string'),
    signIn(userData, accessToken, rules) {
      write('userData', userData);
      write('accessToken', accessToken);
      write('userAbilityRules', rules);
      set({ userData, accessToken, userAbilityRules: rules });
    },
    setAccessToken(accessToken) {
      write('accessToken', accessToken);
      set({ accessToken });
    },
    setClinicTimeZone(clinicTimeZone) {
      write('clinicTimeZone', clinicTimeZone);
      set({ clinicTimeZone });
    },
    signOut() {
      write('userData', null);
      write('accessToken', null);
      write('userAbilityRules', null);
      write('clinicTimeZone', null);
      set({ userData: null, accessToken: null, userAbilityRules: [], clinicTimeZone: null });
    },
    setLanguage(language) {
      write('language', language);
      set({ language });
    },
    setTheme(theme) {
      write('theme', theme);
      set({ theme });
    },
    setSkin(skin) {
      write('skin', skin);
      set({ skin });
    },
    setPrimaryColor(primaryColor) {
      write('primaryColor', primaryColor);
      set({ primaryColor });
    },
  }));
}

export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Authenticated only if both userData and accessToken exist (spec §4). */
export const isAuthenticated = (state: Pick<SessionState, 'userData' | 'accessToken'>): boolean =>
  state.userData !== null && state.accessToken !== null;
