// bodySerializer for the calls that §7 sends as form data. The browser sets the multipart
// Content-Type with its boundary, so no header is set here.
type FormValue = string | number | boolean | Blob | null | undefined | readonly unknown[] | object;

export function toFormData(body: Record<string, FormValue> | object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else form.append(key, String(value));
  }
  return form;
}
