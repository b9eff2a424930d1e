import { useEffect, useRef, useState } from 'react';
import { refusal, refusalText, toldCentrally } from '../../../api/refusal';
import { GALLERY_MAX } from '../../../domain/limits';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { deletePendingPhoto, getPendingPhoto, putPendingPhoto } from '../../../state/pending-photos';
import { usePhotoApi, type PhotoOwner } from '../api/photos';
import { NO_DESCRIPTION, type PhotoEntry } from '../listing-values';
import { galleryOf, screenFiles, withoutPhoto } from './photo-list';
import type { Uploads } from './uploads';

let counter = 0;
const newKey = () => `photo-${Date.now().toString(36)}-${(counter += 1)}`;

/** The form's photo list, read as it is at the moment and written whole. */
export interface PhotoList {
  read: () => PhotoEntry[];
  write: (photos: readonly PhotoEntry[]) => void;
}

function changed<T>(map: ReadonlyMap<string, T>, key: string, value: T | undefined): ReadonlyMap<string, T> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/**
 * The photo manager's state beside the form's photo list: uploads in flight with their progress
 * (held by the form, `uploads`), local previews of files not on the server yet, and the refusal messages. A photo joins the
 * form's list once it is uploaded (or, for a guest, once it waits in the pending-photo store, to
 * upload by itself, in place, after sign-in). A new main photo uploads beside the current one and
 * replaces it when it has arrived. A photo whose upload failed on the way (the connection, the
 * server: told to the user centrally) stays, marked `failed`, its file in the pending-photo store
 * until it is tried again, in place, or removed; a photo the server refused leaves with the reason.
 */
export function usePhotos(photos: readonly PhotoEntry[], list: PhotoList, owner: PhotoOwner, signedIn: boolean, [uploads, setUploads]: Uploads) {
  // the messages are worded when they arise, in the language of the page then
  const t = useTexts(listingFormTexts).photos;
  const api = usePhotoApi(owner);
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [messages, setMessages] = useState<string[]>([]);
  // keys whose upload has started, and keys whose preview exists or is being read from the store
  const uploadStarted = useRef(new Set<string>());
  const previewed = useRef(new Set<string>());

  // the list on screen: the form's photos, then the new ones still on their way
  const arriving = [...uploads].filter(([key]) => !photos.some((photo) => photo.key === key));
  const shown: PhotoEntry[] = [...photos, ...arriving.map(([key, { main }]) => ({ key, image: '', description: NO_DESCRIPTION, main }))];

  function showPreview(key: string, file: Blob) {
    previewed.current.add(key);
    setPreviews((map) => changed(map, key, URL.createObjectURL(file)));
  }

  // a photo already in the list (waiting, failed) keeps its place and description
  function putInPlace(entry: PhotoEntry, photos: readonly PhotoEntry[] = list.read()) {
    const waiting = photos.find((photo) => photo.key === entry.key);
    const placed = { ...entry, description: waiting?.description ?? entry.description };
    list.write(waiting ? photos.map((photo) => (photo.key === entry.key ? placed : photo)) : [...photos, placed]);
  }

  async function upload(key: string, file: Blob, name: string, main: boolean) {
    uploadStarted.current.add(key);
    setUploads((map) => changed(map, key, { main, progress: 0 }));
    try {
      const path = await api.upload(file, main ? 'main' : 'flat', (progress) => setUploads((map) => (map.has(key) ? changed(map, key, { main, progress }) : map)));
      void deletePendingPhoto(key);
      const now = list.read();
      const replaced = main ? now.find((photo) => photo.main && photo.key !== key) : undefined;
      // a saved listing's server swaps the main photo itself; a new listing's old one is deleted
      if (replaced?.image && !owner) api.remove(replaced.image).catch(() => undefined);
      if (replaced?.pending) void deletePendingPhoto(replaced.key);
      putInPlace({ key, image: path, description: NO_DESCRIPTION, main }, replaced ? withoutPhoto(now, replaced.key) : now);
    } catch (error) {
      const answer = refusal(error);
      if (toldCentrally(answer)) {
        void putPendingPhoto(key, file);
        // a session that ended on the way leaves a guest's photo, to upload by itself after sign-in
        const ended = answer.status === 401;
        if (ended) uploadStarted.current.delete(key);
        putInPlace({ key, image: '', description: NO_DESCRIPTION, main, ...(ended ? { pending: true } : { failed: { name } }) });
      } else {
        void deletePendingPhoto(key);
        list.write(withoutPhoto(list.read(), key));
        setMessages((shownMessages) => [...shownMessages, refusalText(answer)]);
      }
    } finally {
      setUploads((map) => changed(map, key, undefined));
    }
  }

  // a waiting or failed photo's file; one the store no longer has leaves the list
  async function storedFile(photo: PhotoEntry): Promise<Blob | null> {
    const file = await getPendingPhoto(photo.key);
    if (!file) list.write(withoutPhoto(list.read(), photo.key));
    return file;
  }

  async function retry(photo: PhotoEntry) {
    const file = await storedFile(photo);
    if (file) void upload(photo.key, file, photo.failed?.name ?? '', photo.main);
  }

  async function addFiles(files: readonly File[], main: boolean) {
    // uploads in flight hold their gallery place too
    const room = main ? 1 : GALLERY_MAX - galleryOf(shown).length;
    const { accepted, refusals } = await screenFiles(main ? files.slice(0, 1) : files, room, t);
    setMessages(refusals);
    for (const file of accepted) {
      const key = newKey();
      showPreview(key, file);
      if (signedIn) {
        // a new main photo takes the place of one that failed
        const failedMain = main ? list.read().find((photo) => photo.main && photo.failed) : undefined;
        if (failedMain) forget(failedMain);
        void upload(key, file, file.name, main);
        continue;
      }
      await putPendingPhoto(key, file);
      const now = list.read();
      const replaced = main ? now.find((photo) => photo.main) : undefined;
      if (replaced?.pending) void deletePendingPhoto(replaced.key);
      list.write([...(replaced ? withoutPhoto(now, replaced.key) : now), { key, image: '', description: NO_DESCRIPTION, main, pending: true }]);
    }
  }

  // a photo on the device only: its file leaves the store with it
  function forget(photo: PhotoEntry) {
    void deletePendingPhoto(photo.key);
    list.write(withoutPhoto(list.read(), photo.key));
  }

  async function remove(photo: PhotoEntry) {
    if (photo.pending || photo.failed) {
      forget(photo);
      return;
    }
    if (photo.image) {
      try {
        await api.remove(photo.image);
      } catch {
        setMessages([t.removeFailed]);
        return;
      }
    }
    list.write(withoutPhoto(list.read(), photo.key));
  }

  // a guest's waiting photos and failed ones: their previews come back from the store, and after
  // sign-in the waiting ones upload
  useEffect(() => {
    photos.forEach((photo, index) => {
      if (!photo.pending && !photo.failed) return;
      const needsPreview = !previewed.current.has(photo.key);
      const needsUpload = Boolean(photo.pending) && signedIn && !uploadStarted.current.has(photo.key);
      if (!needsPreview && !needsUpload) return;
      previewed.current.add(photo.key);
      if (needsUpload) uploadStarted.current.add(photo.key);
      void storedFile(photo).then((file) => {
        if (!file) return;
        if (needsPreview) showPreview(photo.key, file);
        if (needsUpload) void upload(photo.key, file, file instanceof File ? file.name : t.photoAlt(index + 1), photo.main);
      });
    });
  });

  const latestPreviews = useRef(previews);
  latestPreviews.current = previews;
  useEffect(() => () => latestPreviews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const progress: ReadonlyMap<string, number> = new Map([...uploads].map(([key, { progress: share }]) => [key, share]));
  return { shown, progress, previews, messages, addFiles, remove, retry };
}
