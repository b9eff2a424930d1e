/**
 * A screen's first request that may start at boot, before the screen's code has loaded
 * (`prefetch` in app/routes.tsx), so data and code arrive side by side. The screen takes the
 * early answer once, when it asks for the same thing and soon; any later call (a retry, another
 * page, a visit after the reader left before the screen opened) requests anew.
 */
const EARLY_MAX_AGE_MS = 10_000;

export function earlyRequest<Input, Answer>(request: (input: Input) => Promise<Answer>, keyOf: (input: Input) => string) {
  let early: { key: string; answer: Promise<Answer>; at: number } | undefined;
  return {
    prefetch(input: Input): void {
      early = { key: keyOf(input), answer: request(input), at: Date.now() };
    },
    request(input: Input): Promise<Answer> {
      const key = keyOf(input);
      const answer = early && early.key === key && Date.now() - early.at <= EARLY_MAX_AGE_MS ? early.answer : request(input);
      early = undefined;
      return answer;
    },
  };
}
