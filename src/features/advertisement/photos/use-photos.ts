import { useEffect, useRef, useState } from 'react';
import { GALLERY_MAX } from '../../../domain/limits';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { NO_DESCRIPTION, type PhotoEntry } from '../listing-values';
import { deletePendingPhoto, getPendingPhoto, putPendingPhoto } from '../pending-photos';
import { deletePhoto, uploadPhoto, type PhotoOwner } from './photo-api';
import { galleryOf, screenFiles, withoutPhoto } from './photo-list';

let counter = 0;
const newKey = () => `photo-${Date.now().toString(36)}-${(counter += 1)}`;

/** What the form keeps of the list: uploaded photos and a guest's waiting ones, not uploads in flight. */
export function keptPhotos(photos: readonly PhotoEntry[], uploading: ReadonlySet<string>): PhotoEntry[] {
  return photos.filter((photo) => !uploading.has(photo.key) && (photo.image !== '' || photo.pending === true));
}

function changed<T>(map: ReadonlyMap<string, T>, key: string, value: T | undefined): ReadonlyMap<string, T> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/**
 * The photo manager's state: the list, uploads with their progress, local previews of files not
 * on the server yet, and the refusal messages. A signed-in user's files upload at once; a guest's
 * wait in the pending-photo store and upload by themselves, in place, once the user signs in.
 * A new main photo uploads beside the current one and replaces it when it has arrived.
 */
export function usePhotos(initial: readonly PhotoEntry[], owner: PhotoOwner, signedIn: boolean) {
  const [photos, setPhotos] = useState<PhotoEntry[]>([...initial]);
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [messages, setMessages] = useState<string[]>([]);
  // keys whose upload has started, and keys whose preview exists or is being read from the store
  const uploadStarted = useRef(new Set<string>());
  const previewed = useRef(new Set<string>());

  function showPreview(key: string, file: Blob) {
    previewed.current.add(key);
    setPreviews((map) => changed(map, key, URL.createObjectURL(file)));
  }

  async function upload(key: string, file: Blob, name: string, main: boolean) {
    uploadStarted.current.add(key);
    setProgress((map) => changed(map, key, 0));
    const result = await uploadPhoto(file, owner, main ? 'main' : 'flat', (share) => setProgress((map) => changed(map, key, share)));
    setProgress((map) => changed(map, key, undefined));
    if (!('path' in result)) {
      setPhotos((list) => withoutPhoto(list, key));
      setMessages((list) => [...list, 'refused' in result ? result.refused : t.photos.uploadFailed(name)]);
      return;
    }
    void deletePendingPhoto(key);
    setPhotos((list) => {
      const replaced = main ? list.find((photo) => photo.main && photo.key !== key) : undefined;
      // a saved listing's server swaps the main photo itself; a new listing's old one is deleted
      if (replaced?.image && !owner) void deletePhoto(replaced.image, owner);
      if (replaced?.pending) void deletePendingPhoto(replaced.key);
      return (replaced ? withoutPhoto(list, replaced.key) : list).map((photo) =>
        photo.key === key ? { key, image: result.path, description: photo.description, main } : photo,
      );
    });
  }

  async function addFiles(files: readonly File[], main: boolean) {
    // uploads in flight hold their gallery place too
    const room = main ? 1 : GALLERY_MAX - galleryOf(photos).length;
    const { accepted, refusals } = screenFiles(main ? files.slice(0, 1) : files, room);
    setMessages(refusals);
    for (const file of accepted) {
      const key = newKey();
      showPreview(key, file);
      const entry: PhotoEntry = { key, image: '', description: NO_DESCRIPTION, main };
      if (signedIn) {
        setPhotos((list) => [...list, entry]);
        void upload(key, file, file.name, main);
      } else {
        await putPendingPhoto(key, file);
        setPhotos((list) => {
          const replaced = main ? list.find((photo) => photo.main) : undefined;
          if (replaced?.pending) void deletePendingPhoto(replaced.key);
          return [...(replaced ? withoutPhoto(list, replaced.key) : list), { ...entry, pending: true }];
        });
      }
    }
  }

  async function remove(photo: PhotoEntry) {
    if (photo.pending) void deletePendingPhoto(photo.key);
    else if (photo.image && !(await deletePhoto(photo.image, owner))) {
      setMessages([t.photos.removeFailed]);
      return;
    }
    setPhotos((list) => withoutPhoto(list, photo.key));
  }

  // a guest's waiting photos: their previews come back from the store, and after sign-in they upload
  useEffect(() => {
    photos.forEach((photo, index) => {
      if (!photo.pending) return;
      const needsPreview = !previewed.current.has(photo.key);
      const needsUpload = signedIn && !uploadStarted.current.has(photo.key);
      if (!needsPreview && !needsUpload) return;
      previewed.current.add(photo.key);
      if (needsUpload) uploadStarted.current.add(photo.key);
      void getPendingPhoto(photo.key).then((file) => {
        if (!file) {
          setPhotos((list) => withoutPhoto(list, photo.key));
          return;
        }
        if (needsPreview) showPreview(photo.key, file);
        if (needsUpload) void upload(photo.key, file, t.photos.photoAlt(index + 1), photo.main);
      });
    });
  });

  const latestPreviews = useRef(previews);
  latestPreviews.current = previews;
  useEffect(() => () => latestPreviews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const uploading: ReadonlySet<string> = new Set(progress.keys());
  return { photos, setPhotos, progress, previews, messages, uploading, addFiles, remove };
}
