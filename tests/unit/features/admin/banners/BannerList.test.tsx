// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../../src/api/schema.gen';
import { BannerList } from '../../../../../src/features/admin/banners/BannerList';
import { example } from '../../../fake-network';
import { inPage } from '../in-page';

const banners = example<{ result: components['schemas']['Banner'][] }>('BannerList').result;

describe('BannerList', () => {
  it('shows each caption in the console’s language, and the Georgian one, marked, where none was entered', () => {
    const untranslated = banners.map((banner, index) => (index === 1 ? { ...banner, title_en: '' } : banner));
    render(<BannerList banners={untranslated} busy={false} focus={null} onMove={() => undefined} onRemove={() => undefined} />, { wrapper: inPage('en') });
    expect(screen.getByText('New-build flats in Vake and Saburtalo')).not.toHaveAttribute('lang');
    expect(screen.queryByText('ახალი აშენებული ბინები ვაკესა და საბურთალოზე')).toBeNull();
    expect(screen.getByText('გაყიდეთ ბინა სწრაფად VIP განცხადებით')).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('button', { name: 'Delete: New-build flats in Vake and Saburtalo' })).toBeInTheDocument();
    expect(screen.getByText('#1')).not.toHaveAttribute('lang');
  });
});
