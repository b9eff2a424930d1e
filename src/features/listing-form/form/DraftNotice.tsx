import { askConfirm } from '../../../state/confirm';
import { Button } from '../../../ui/button/Button';

/**
 * Says that unsaved values were brought back, with a way to throw them away: asked first, as
 * what goes (texts, photos) cannot be brought back.
 */
export function DraftNotice({ text, action, question, onAction }: { text: string; action: string; question: string; onAction: () => void }) {
  return (
    <div className="listing-page__draft" role="status">
      <p>{text}</p>
      <Button
        variant="ghost"
        onClick={async () => {
          if (await askConfirm({ title: action, text: question, confirmLabel: action, danger: true })) onAction();
        }}
      >
        {action}
      </Button>
    </div>
  );
}
