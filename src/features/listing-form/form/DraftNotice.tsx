import { Button } from '../../../ui/button/Button';

/** Says that unsaved values were brought back, with a way to throw them away. */
export function DraftNotice({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="listing-page__draft" role="status">
      <p>{text}</p>
      <Button variant="ghost" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
