import { listingFormKa as t } from '../../../i18n/listing-form.ka';
import { Icon } from '../../../ui/icon/Icon';
import { STEPS, type Step } from '../listing.schema';

interface Props {
  step: Step;
  /** the furthest step the user may go to */
  reached: Step;
  onGo: (step: Step) => void;
  /** after the listing is saved the steps are closed */
  locked: boolean;
}

/** The six steps: where the user is, what is done, and a way back to any step already reached. */
export function StepIndicator({ step, reached, onGo, locked }: Props) {
  return (
    <nav className="steps" aria-label={t.steps.label}>
      <p className="steps__summary">
        <span className="steps__count">{t.steps.of(step, STEPS.length)}</span>
        <span className="steps__name">{t.steps.names[step]}</span>
      </p>
      <div className="steps__bar" aria-hidden="true">
        <span className="steps__fill" style={{ width: `${((step - 1) / (STEPS.length - 1)) * 100}%` }} />
      </div>
      <ol className="steps__list">
        {STEPS.map((n) => {
          const done = n < step || (n <= reached && n !== step);
          return (
            <li key={n} className={`steps__item${n === step ? ' steps__item--current' : ''}${done ? ' steps__item--done' : ''}`}>
              <button
                type="button"
                className="steps__button"
                aria-current={n === step ? 'step' : undefined}
                disabled={locked || n > reached || n === step}
                onClick={() => onGo(n)}
              >
                <span className="steps__dot" aria-hidden="true">
                  {done ? <Icon name="check" size={16} /> : n}
                </span>
                <span className="steps__label">
                  {t.steps.names[n]}
                  {done && <span className="visually-hidden"> ({t.steps.done})</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
