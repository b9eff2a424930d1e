// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { District } from '../../../../../src/features/admin/settings/districts';
import { DistrictsTable } from '../../../../../src/features/admin/settings/DistrictsTable';
import type { Lang } from '../../../../../src/i18n/lang';
import { inPage } from '../in-page';

const vake: District = { id: 3, city: 'თბილისი', city_en: 'Tbilisi', district: 'ვაკე', district_en: 'Vake', name_alternative: 'Vake', listings_count: 0 };

const renderTable = (lang: Lang) => render(<DistrictsTable districts={[vake]} busyId={null} onDelete={() => undefined} />, { wrapper: inPage(lang) });

describe('DistrictsTable', () => {
  it('names the district and its city in the console’s language', () => {
    renderTable('en');
    expect(screen.getByRole('rowheader', { name: 'Vake' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('cell', { name: 'Tbilisi' })).not.toHaveAttribute('lang');
    expect(screen.queryByRole('rowheader', { name: 'ვაკე' })).toBeNull();
  });

  it('shows the Georgian names, marked as Georgian, where no translation was entered', () => {
    renderTable('ru');
    expect(screen.getByRole('rowheader', { name: 'ვაკე' })).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('cell', { name: 'თბილისი' })).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('cell', { name: 'Vake' })).not.toHaveAttribute('lang');
  });

  it("names the row's buttons by the district's name in the console's language", () => {
    renderTable('en');
    expect(screen.getByRole('link', { name: 'Edit Vake, Tbilisi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Vake, Tbilisi' })).toBeInTheDocument();
  });

  it('keeps the Georgian names, unmarked, on a Georgian console', () => {
    renderTable('ka');
    expect(screen.getByRole('rowheader', { name: 'ვაკე' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'ვაკე, თბილისი: რედაქტირება' })).toBeInTheDocument();
  });
});
