// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from '../../../../../src/features/listing-form/form/StepIndicator';
import type { Lang } from '../../../../../src/i18n/lang';
import { LangProvider } from '../../../../../src/i18n/lang-context';

function renderSteps(lang: Lang) {
  const onGo = vi.fn();
  const onPrepare = vi.fn();
  render(
    <LangProvider lang={lang}>
      <StepIndicator step={3} reached={4} onGo={onGo} onPrepare={onPrepare} locked={false} />
    </LangProvider>,
  );
  return { onGo, onPrepare };
}

describe('the step indicator', () => {
  it('says where the user is in Georgian', () => {
    renderSteps('ka');
    expect(screen.getByRole('navigation', { name: 'ნაბიჯები' })).toHaveTextContent('ნაბიჯი 3 / 6');
  });

  it('in English: the step of six, the done steps and a way back to them', async () => {
    const { onGo } = renderSteps('en');
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav).toHaveTextContent('Step 3 of 6');
    expect(screen.getByRole('button', { name: 'Extras' })).toHaveAttribute('aria-current', 'step');
    // the current step is where the user is, not unavailable
    expect(screen.getByRole('button', { name: 'Extras' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /^Location ?\(completed\)$/ }));
    expect(onGo).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Promotion' })).toBeDisabled();
  });

  it('names the step a pointer or the keyboard is on, so its code can start loading', async () => {
    const { onGo, onPrepare } = renderSteps('en');
    await userEvent.hover(screen.getByRole('button', { name: 'Photos and video' }));
    expect(onPrepare).toHaveBeenLastCalledWith(4);
    await userEvent.tab();
    expect(onPrepare).toHaveBeenLastCalledWith(1);
    expect(onGo).not.toHaveBeenCalled();
  });

  it('in Russian', () => {
    renderSteps('ru');
    expect(screen.getByRole('navigation', { name: 'Шаги' })).toHaveTextContent('Шаг 3 из 6');
    expect(screen.getByRole('button', { name: /^Параметры ?\(заполнено\)$/ })).toBeEnabled();
    // reached (opened once) but not moved on from: not said to be filled in
    expect(screen.getByRole('button', { name: 'Фото и видео' })).toBeEnabled();
  });
});
