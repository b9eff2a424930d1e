// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapTexts } from '../../../../src/i18n/catalogues';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { textsFor } from '../../../../src/i18n/texts';
import { MapTools } from '../../../../src/ui/map/MapTools';
import { tbilisiSvg } from '../../../../src/ui/map/tbilisi-artwork';

const GEORGIAN = /[\u10A0-\u10FF]/;
const point = { lat: 41.7, lng: 44.8 };
const noop = () => undefined;

function drawing(lang: Lang, vertices: number) {
  const area = { drawn: false, drawing: Array.from({ length: vertices }, () => point), onDraw: noop, onAddVertex: noop, onFinish: noop, onCancel: noop, onClear: noop };
  return render(
    <LangProvider lang={lang}>
      <MapTools area={area} />
    </LangProvider>,
  );
}

describe('the drawn city', () => {
  it('names its areas and the river in the language it is given', () => {
    const georgian = tbilisiSvg(textsFor(mapTexts, 'ka').artwork);
    expect(georgian).toContain('საბურთალო');
    const russian = tbilisiSvg(textsFor(mapTexts, 'ru').artwork);
    expect(russian).toContain('>Сабуртало<');
    expect(russian).toContain('>Кура<');
    expect(tbilisiSvg(textsFor(mapTexts, 'en').artwork)).toContain('>Saburtalo<');
    expect(russian).not.toMatch(GEORGIAN);
  });

  it('leaves the areas’ names out on a map whose areas write their own, and keeps the river’s', () => {
    const unnamed = tbilisiSvg(textsFor(mapTexts, 'en').artwork, false);
    expect(unnamed).not.toContain('>Saburtalo<');
    expect(unnamed).toContain('>Mtkvari<');
  });
});

describe('the map tools', () => {
  it('say how many points an area has, with the count’s form in English and Russian', () => {
    drawing('en', 1);
    expect(screen.getByRole('status')).toHaveTextContent('1 point. Click the map to add points.');
    expect(screen.getByRole('button', { name: 'Finish the area' })).toBeDisabled();
  });

  it('in Russian one, few and many', () => {
    const { rerender } = drawing('ru', 3);
    expect(screen.getByRole('status')).toHaveTextContent(/^3 точки\./);
    const five = { drawn: false, drawing: Array.from({ length: 5 }, () => point), onDraw: noop, onAddVertex: noop, onFinish: noop, onCancel: noop, onClear: noop };
    rerender(
      <LangProvider lang="ru">
        <MapTools area={five} />
      </LangProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^5 точек\./);
    expect(screen.getByRole('button', { name: 'Отменить рисование' })).toBeInTheDocument();
  });

  it('names a cluster of listings with its count formatted', () => {
    expect(textsFor(mapTexts, 'en').cluster(1)).toBe('1 listing at this spot');
    expect(textsFor(mapTexts, 'en').cluster(1234)).toBe('1,234 listings at this spot');
    expect(textsFor(mapTexts, 'ru').cluster(21)).toBe('21 объявление в этом месте');
    expect(textsFor(mapTexts, 'ru').cluster(22)).toBe('22 объявления в этом месте');
    expect(textsFor(mapTexts, 'ru').cluster(25)).toBe('25 объявлений в этом месте');
  });
});
