// Imported first by react-dom-client.ts, so that it runs before React DOM's client sets itself up:
// no error built meanwhile records a stack (V8 records none while Error.stackTraceLimit is not a
// number), until react-dom-client.ts puts the limit back.
const limit = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
Reflect.deleteProperty(Error, 'stackTraceLimit');

/** Error stacks again, as before. */
export function restoreErrorStacks(): void {
  if (limit) Object.defineProperty(Error, 'stackTraceLimit', limit);
}
