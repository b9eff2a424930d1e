// How an auth screen tells a refusal (§8). A 422 is the server's answer to this very request (no
// such account, a wrong or expired code, a phone already registered) and is shown by field or as
// its text, in the app's words for its code (src/api/refusal.ts). Any other refusal is told in the app's own words, in the page's language,
// whatever text came with it; 401, 5xx and a lost connection are told centrally.
import { refusal, toldCentrally, type Refusal } from '../../api/refusal';
import type { Lang } from '../../i18n/lang';
import { notify } from '../../state/notifications';
import type { FormApi } from '../../ui/form/use-form';

/** The refusal to show: a 422 as `refusal` words it (in `lang`, else the document's), any other with `own` as its text. */
export function authRefusal(error: unknown, own: string, lang?: Lang): Refusal {
  const answer = refusal(error, {}, lang);
  return answer.status === 422 || toldCentrally(answer) ? answer : { status: answer.status, text: own };
}

/** Shows a refused submit: a 422 on the form's fields or as a negative notification, any other as `own`. */
export function refuseOn(form: FormApi, error: unknown, own: string): void {
  const answer = refusal(error);
  if (answer.status === 422) form.refuse(error);
  else if (!toldCentrally(answer)) notify('error', own);
}
