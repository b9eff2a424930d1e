import type { ComponentProps } from 'react';
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';

/** A link that opens another tab, and says so to a screen reader (an icon beside it says it to the eye). */
export function NewTabLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const t = useTexts(appTexts).app;
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <span className="visually-hidden">{t.opensInNewTab}</span>
    </a>
  );
}
