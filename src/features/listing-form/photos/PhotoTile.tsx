import type { DragEvent, ReactNode } from 'react';
import { mediaUrl } from '../../../config/media';
import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { Select } from '../../../ui/select/Select';
import { NO_DESCRIPTION, type PhotoEntry } from '../listing-values';

interface Props {
  photo: PhotoEntry;
  alt: string;
  /** a local preview of a file not on the server yet */
  preview?: string;
  /** upload progress 0..1 while uploading */
  progress?: number;
  onDescribe: (description: number) => void;
  /** uploads a failed photo again */
  onRetry: () => void;
  /** the tile's buttons (move, make main; replace for the main photo) */
  actions: ReactNode;
  onRemove: () => void;
  removeLabel: string;
  badge?: ReactNode;
  drag?: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
    dragging: boolean;
  };
}

export function PhotoTile({ photo, alt, preview, progress, onDescribe, onRetry, actions, onRemove, removeLabel, badge, drag }: Props) {
  const t = useTexts(listingFormTexts).photos;
  // §3 description 15 ("not specified") has no label: it is the empty choice
  const descriptionOptions = useOptions().photoDescriptions.filter((option) => option.value !== String(NO_DESCRIPTION));
  const uploading = progress !== undefined;
  const failed = !uploading && photo.failed;
  const percent = Math.round((progress ?? 0) * 100);
  const src = preview ?? (photo.image ? mediaUrl(photo.image) : undefined);
  return (
    <li
      className={`photo-tile${drag?.dragging ? ' photo-tile--dragging' : ''}${uploading ? ' photo-tile--uploading' : ''}${failed ? ' photo-tile--failed' : ''}`}
      draggable={drag && !uploading ? true : undefined}
      onDragStart={drag?.onDragStart}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      onDragEnd={drag?.onDragEnd}
    >
      <div className="photo-tile__frame">
        {src && <img className="photo-tile__image" src={src} alt={alt} draggable={false} />}
        {badge}
        {uploading && (
          <div className="photo-tile__progress">
            <progress max={100} value={percent} aria-label={t.uploadingLabel} />
            <span>{t.uploading(percent)}</span>
          </div>
        )}
        {photo.pending && <span className="photo-tile__waiting">{t.waiting}</span>}
        {failed && (
          <span className="photo-tile__failed">
            <Icon name="alert" size={16} />
            {t.failed}
          </span>
        )}
        {!uploading && (
          <button type="button" className="photo-tile__remove" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      {!uploading && (
        <div className="photo-tile__body">
          {failed ? (
            <Button variant="secondary" small className="photo-tile__retry" aria-label={t.retryFile(failed.name)} onClick={onRetry}>
              {t.retry}
            </Button>
          ) : (
            <Select
              compact
              wrap
              label={t.description}
              options={descriptionOptions}
              value={photo.description === NO_DESCRIPTION ? null : String(photo.description)}
              onChange={(value) => onDescribe(value ? Number(value) : NO_DESCRIPTION)}
              placeholder={t.descriptionPlaceholder}
            />
          )}
          <div className="photo-tile__actions">{actions}</div>
        </div>
      )}
    </li>
  );
}
