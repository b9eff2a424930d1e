import './unread-badge.css';

/** The red count of unread messages, with its meaning for screen readers in `label`. */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="unread-badge" aria-label={label}>
      {count}
    </span>
  );
}
