// The page's language: React context in a render (the server renders several languages side by
// side), <html lang> outside one.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, isLang, type Lang } from './lang';

const LangContext = createContext<Lang>(DEFAULT_LANG);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export const useLang = (): Lang => useContext(LangContext);

/** For browser code outside React (the API's error handling): <html lang>, which a switch keeps. */
export function documentLang(): Lang {
  const lang = globalThis.document?.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
