import { useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT } from '../../../domain/image-file';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';

interface Props {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** a small button-like picker (replace the main photo) instead of the drop area */
  compact?: boolean;
  id?: string;
}

/** A file picker that also takes files dropped on it; the input itself is focusable (keyboard). */
export function PhotoDrop({ label, onFiles, multiple = false, compact = false, id }: Props) {
  const t = useTexts(listingFormTexts).photos;
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    if (list && list.length > 0) onFiles(Array.from(list));
  }

  const dropHandlers = compact
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        },
      };

  return (
    <label className={`photo-drop${compact ? ' photo-drop--compact' : ''}${over ? ' photo-drop--over' : ''}`} {...dropHandlers}>
      <input
        id={id}
        className="photo-drop__input"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        onChange={(event) => {
          take(event.currentTarget.files);
          // the same file may be picked again after a refusal
          event.currentTarget.value = '';
        }}
      />
      <Icon name="plus" size={compact ? 18 : 24} className="photo-drop__icon" />
      <span className="photo-drop__label">{label}</span>
      {!compact && (
        <span className="photo-drop__hint">
          <span className="photo-drop__drag">{t.dropHere} · </span>
          {t.formats}
        </span>
      )}
    </label>
  );
}
