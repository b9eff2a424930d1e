// Imported first by react-dom-client.ts, so that it runs before React DOM's client sets itself up:
// meanwhile Error.stackTraceLimit is gone, and V8 records no stack for an error built (it records
// none while the limit is not a number), until react-dom-client.ts puts the limit back.
const had = Object.hasOwn(Error, 'stackTraceLimit');
const limit: unknown = Reflect.get(Error, 'stackTraceLimit');
Reflect.deleteProperty(Error, 'stackTraceLimit');
let restored = false;

/**
 * Error stacks again, as before; once. By assignment: Safari's engine reads the limit it keeps
 * from an assignment or a delete, not from a property defined anew.
 */
export function restoreErrorStacks(): void {
  if (restored) return;
  restored = true;
  if (had) Reflect.set(Error, 'stackTraceLimit', limit);
}

// should React DOM's setup fail, the module that restores them never finishes: stacks come back
// anyway, in the next task (a chunk's modules run in one task, however many they are)
setTimeout(restoreErrorStacks, 0);
