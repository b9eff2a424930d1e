import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from '../../../../../src/features/listing-form/form/StepIndicator';
import type { Lang } from '../../../../../src/i18n/lang';
import { LangProvider } from '../../../../../src/i18n/texts';

function renderSteps(lang: Lang) {
  const onGo = vi.fn();
  render(
    <LangProvider lang={lang}>
      <StepIndicator step={3} reached={4} onGo={onGo} locked={false} />
    </LangProvider>,
  );
  return onGo;
}

describe('the step indicator', () => {
  it('says where the user is in Georgian', () => {
    renderSteps('ka');
    expect(screen.getByRole('navigation', { name: 'ნაბიჯები' })).toHaveTextContent('ნაბიჯი 3 / 6');
  });

  it('in English: the step of six, the done steps and a way back to them', async () => {
    const onGo = renderSteps('en');
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav).toHaveTextContent('Step 3 of 6');
    expect(screen.getByRole('button', { name: 'Extras' })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: /^Location ?\(completed\)$/ }));
    expect(onGo).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Promotion' })).toBeDisabled();
  });

  it('in Russian', () => {
    renderSteps('ru');
    expect(screen.getByRole('navigation', { name: 'Шаги' })).toHaveTextContent('Шаг 3 из 6');
    expect(screen.getByRole('button', { name: /^Фото и видео ?\(заполнено\)$/ })).toBeEnabled();
  });
});
