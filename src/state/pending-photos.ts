// Photos of the listing form that are not on the server: a guest's (uploads need a login), until
// sign-in, and a signed-in user's whose upload failed on the way, until tried again. They wait
// here, in IndexedDB: unlike localStorage it holds files, and it survives a reload and the trip
// through the sign-in pages. The draft keeps only their keys. Without IndexedDB (private mode)
// the files are kept in memory for this page's life.
const DB_NAME = 'realt-pending-photos';
const STORE = 'files';
const memory = new Map<string, Blob>();

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
  } finally {
    db.close();
  }
}

export async function putPendingPhoto(key: string, file: Blob): Promise<void> {
  memory.set(key, file);
  await run('readwrite', (store) => store.put(file, key));
}

export async function getPendingPhoto(key: string): Promise<Blob | null> {
  const known = memory.get(key);
  if (known) return known;
  const stored = await run<unknown>('readonly', (store) => store.get(key));
  return stored instanceof Blob ? stored : null;
}

export async function deletePendingPhoto(key: string): Promise<void> {
  memory.delete(key);
  await run('readwrite', (store) => store.delete(key));
}

export async function clearPendingPhotos(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear());
}
