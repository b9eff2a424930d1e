import { useId, useState, type ChangeEvent } from 'react';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import type { User } from '../../../state/session';
import { Avatar } from '../../../ui/avatar/Avatar';
import { Button } from '../../../ui/button/Button';
import { busyProps } from '../../../ui/button/busy';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../domain/image-file';
import { notify } from '../../../state/notifications';
import { usePhotoChange } from './api/mutations';

/** The profile photo: pick a file (checked here before any request), replace it or remove it. */
export function PhotoSection({ user }: { user: Pick<User, 'name' | 'image'> }) {
  const t = useTexts(profileTexts).profile;
  const [busy, setBusy] = useState(false);
  const photo = usePhotoChange();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  async function run(call: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await call();
      notify('success', done);
    } catch {
      // the mutation cache has told the refusal; the profile keeps its photo
    } finally {
      setBusy(false);
    }
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // the same file picked again after a refusal must fire a change again
    input.value = '';
    if (!file) return;
    // the type, the size and the first bytes: an SVG or a script named .png never leaves the device
    const found = await imageFileProblem(file);
    setProblem(found && t[found]);
    if (!found) void run(() => photo.replace(file, user.image), t.photoSaved);
  }

  async function onRemove() {
    const old = user.image;
    if (!old) return;
    const sure = await askConfirm({ title: t.removePhoto, text: t.removePhotoText, danger: true });
    if (sure) await run(() => photo.remove(old), t.photoRemoved);
  }

  return (
    <section className="edit-profile__card edit-profile__photo" aria-labelledby={`${inputId}-title`} aria-busy={busy || undefined}>
      <Avatar name={user.name} image={user.image} size={96} className="edit-profile__avatar" />
      <div className="edit-profile__photo-body">
        <h2 id={`${inputId}-title`} className="edit-profile__heading">
          {t.photo}
        </h2>
        <p id={hintId} className="edit-profile__hint">
          {t.photoHint}
        </p>
        <div className="edit-profile__photo-actions">
          {/* a real file input under a label styled as a button: keyboard and screen readers get the native control */}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="edit-profile__file visually-hidden"
            aria-describedby={hintId}
            // busy, not disabled: the input keeps the focus, and its click (the label's too) opens no picker
            {...busyProps<HTMLInputElement>({ busy })}
            onChange={onPick}
          />
          <label htmlFor={inputId} className={`button button--secondary${busy ? ' is-disabled' : ''}`}>
            {user.image ? t.replace : t.upload}
          </label>
          {user.image && (
            <Button variant="ghost" busy={busy} onClick={() => void onRemove()}>
              {t.removePhoto}
            </Button>
          )}
        </div>
        <p className="edit-profile__problem" role="alert">
          {problem}
        </p>
      </div>
    </section>
  );
}
