// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepDescription } from '../../../../../src/features/listing-form/steps/StepDescription';
import { emptyValues, type ListingValues } from '../../../../../src/features/listing-form/listing-values';
import type { Lang } from '../../../../../src/i18n/lang';
import { LangProvider } from '../../../../../src/i18n/lang-context';
import type { FormApi } from '../../../../../src/ui/form/use-form';

// the step reads the form's messages only
const form: FormApi = {
  form: { current: null },
  submitting: false,
  error: (name) => (name === 'title' ? 'message' : undefined),
  values: () => ({}),
  setValue: vi.fn(),
  setServerErrors: () => [],
  refuse: vi.fn(),
  saved: vi.fn(),
  changed: () => false,
  restored: false,
  discard: vi.fn(),
};

function renderStep(lang: Lang, change: Partial<ListingValues>, adType: 1 | 2 = 1) {
  render(
    <LangProvider lang={lang}>
      <StepDescription form={form} values={{ ...emptyValues(), ...change }} kind={1} adType={adType} />
    </LangProvider>,
  );
}

describe('step 5: title, description and price', () => {
  it('shows the price per m² as the user types, in Georgian', () => {
    renderStep('ka', { flat_cost: '125000', flat_square: '50' });
    expect(screen.getByText('კვ. მეტრის ფასი').nextSibling).toHaveTextContent('2 500 $/მ²');
  });

  it('in English: its labels, and the price per m² in English format', () => {
    renderStep('en', { flat_cost: '125000', flat_square: '50' });
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', 'e.g. 3-room flat in Saburtalo');
    expect(screen.getByLabelText('Price')).toBeInTheDocument();
    expect(screen.getByText('Price per m²').nextSibling).toHaveTextContent('$2,500/m²');
  });

  it('in Russian, asking for the price and area until both are numbers', () => {
    renderStep('ru', { flat_cost: '', flat_square: '50' });
    expect(screen.getByLabelText('Описание')).toHaveAccessibleDescription(expect.stringContaining('Состояние квартиры'));
    expect(screen.getByText('Цена за м²').nextSibling).toHaveTextContent('Укажите цену и площадь');
  });

  it('reads a point before three digits as thousands: 125.000 is 125 000 $, 2 500 $ a m²', () => {
    renderStep('ru', { flat_cost: '125.000', flat_square: '50' });
    expect(screen.getByText('Цена за м²').nextSibling).toHaveTextContent(/^2\s500\s\$\/м²$/);
  });

  it('says the rent is a month’s, the sale price a plain figure', () => {
    renderStep('ru', { flat_cost: '1000', flat_square: '50' }, 2);
    expect(screen.getByText('$ в месяц')).toBeInTheDocument();
    // as the cards say it
    expect(screen.getByText('Цена за м²').nextSibling).toHaveTextContent(/^20\s\$\/м² в месяц$/);
  });
});
