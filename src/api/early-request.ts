/**
 * A screen's first request that may start at boot, before the screen's code has loaded
 * (`prefetch` in app/routes.tsx), so data and code arrive side by side. The screen takes the
 * early answer once, when it asks for the same thing; any later call (a retry, another page)
 * requests anew.
 */
export function earlyRequest<Input, Answer>(request: (input: Input) => Promise<Answer>, keyOf: (input: Input) => string) {
  let early: { key: string; answer: Promise<Answer> } | undefined;
  return {
    prefetch(input: Input): void {
      early = { key: keyOf(input), answer: request(input) };
    },
    request(input: Input): Promise<Answer> {
      const key = keyOf(input);
      const answer = early?.key === key ? early.answer : request(input);
      early = undefined;
      return answer;
    },
  };
}
