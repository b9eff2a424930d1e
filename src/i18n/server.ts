// The server's plain-text 503, sent before any page or catalogue of texts is read: in the three
// languages at once.
export const BUSY_TEXT =
  'Realt დატვირთულია: სცადეთ რამდენიმე წამში.\nRealt is busy: please try again in a few seconds.\nRealt перегружен: попробуйте через несколько секунд.\n';
