// What the console's screens take from the page's language, for its schemas and helpers outside React.
import { optionLists } from '../../../../src/domain/options';
import { rulesFor } from '../../../../src/domain/rules';
import { adminTexts, appTexts, optionsTexts, validationTexts } from '../../../../src/i18n/catalogues';
import type { Lang } from '../../../../src/i18n/lang';
import { textsFor } from '../../../../src/i18n/texts';

export function inLang(lang: Lang) {
  return {
    r: rulesFor(textsFor(validationTexts, lang), lang),
    t: textsFor(adminTexts, lang),
    app: textsFor(appTexts, lang),
    o: optionLists(textsFor(optionsTexts, lang)),
  };
}
