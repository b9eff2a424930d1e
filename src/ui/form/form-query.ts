/**
 * The query a GET form sends: its fields (those its controls elsewhere in the page name it by
 * `form` among them) as the browser writes them into the address, repeated keys included. What
 * the form shows, whatever the visitor did to it before the app's code arrived.
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  return query;
}
