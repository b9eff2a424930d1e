import { mediaUrl } from '../../config/media';
import { langMark } from '../../domain/written-in';
import { useLang } from '../../i18n/lang-context';
import './avatar.css';

/** A user's photo (a path on the API host), or their initial on a tinted disc when there is none; `className` places it in its parent. */
export function Avatar({ name, image, size = 32, className }: { name: string; image: string | null; size?: number; className?: string }) {
  const extra = className ? ` ${className}` : '';
  const lang = useLang();
  return image ? (
    <img className={`avatar${extra}`} src={mediaUrl(image)} alt="" width={size} height={size} />
  ) : (
    <span className={`avatar avatar--initial${extra}`} style={{ width: size, height: size, fontSize: size * 0.45 }} lang={langMark(name, lang)} aria-hidden="true">
      {Array.from(name)[0] ?? ''}
    </span>
  );
}
