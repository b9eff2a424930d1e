// The 422 answers of §8 carry `result`: a text to show, or errors by field (`{ phone: ['…'] }`).
// The contract's Unprocessable schema types `result` as `string | { [field]: string[] }`.

/** The first message of each field of a field-errors object. */
export function firstServerMessages(result: Record<string, readonly string[] | undefined>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(result)) {
    const first = list?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}
