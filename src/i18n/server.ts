// The server's 503, sent before any page or catalogue of texts is read: in the three languages at
// once. A browser gets a page that asks again by itself after Retry-After's seconds (a refresh, no
// script: the page needs no policy of its own); anything else the same words as plain text.
export const BUSY_TEXT =
  'Realt დატვირთულია: სცადეთ რამდენიმე წამში.\nRealt is busy: please try again in a few seconds.\nRealt перегружен: попробуйте через несколько секунд.\n';

export const busyPage = (retryAfterS: number): string =>
  '<!doctype html><html lang="ka"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<meta http-equiv="refresh" content="${retryAfterS}"><meta name="robots" content="noindex"><title>Realt</title></head><body><main>` +
  '<h1>Realt დატვირთულია</h1><p>გვერდი რამდენიმე წამში თავად განახლდება.</p>' +
  '<p lang="en">Realt is busy: this page will load again by itself in a few seconds.</p>' +
  '<p lang="ru">Realt перегружен: страница сама загрузится снова через несколько секунд.</p>' +
  '</main></body></html>';
