import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import { STEPS, type Step } from '../listing.schema';

interface Props {
  step: Step;
  /** the furthest step the user may go to */
  reached: Step;
  onGo: (step: Step) => void;
  /** the pointer or the focus is on a step's button: it may be opened next */
  onPrepare: (step: Step) => void;
  /** after the listing is saved the steps are closed */
  locked: boolean;
}

/** The six steps: where the user is, what is done, and a way back to any step already reached. */
export function StepIndicator({ step, reached, onGo, onPrepare, locked }: Props) {
  const t = useTexts(listingFormTexts).steps;
  return (
    <nav className="steps" aria-label={t.label}>
      <p className="steps__summary">
        <span className="steps__count">{t.of(step, STEPS.length)}</span>
        <span className="steps__name">{t.names[step]}</span>
      </p>
      <div className="steps__bar" aria-hidden="true">
        <span className="steps__fill" style={{ width: `${((step - 1) / (STEPS.length - 1)) * 100}%` }} />
      </div>
      <ol className="steps__list">
        {STEPS.map((n) => {
          // a step is done once the form has moved on past it (moving on checks it); one opened and
          // left unchecked is not
          const done = n < reached && n !== step;
          return (
            <li key={n} className={`steps__item${n === step ? ' steps__item--current' : ''}${done ? ' steps__item--done' : ''}`}>
              <button
                type="button"
                className="steps__button"
                aria-current={n === step ? 'step' : undefined}
                aria-label={done ? t.done(t.names[n]) : t.names[n]}
                // the current step stays a button (aria-current says where the user is), not an unavailable one
                disabled={locked || n > reached}
                onClick={() => onGo(n)}
                onPointerEnter={() => onPrepare(n)}
                onFocus={() => onPrepare(n)}
              >
                <span className="steps__dot" aria-hidden="true">
                  {done ? <Icon name="check" size={16} /> : n}
                </span>
                <span className="steps__label">{t.names[n]}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
