// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../../src/api/schema.gen';
import { BannerList } from '../../../../../src/features/admin/banners/BannerList';
import { example } from '../../../fake-network';
import { inPage } from '../in-page';

const banners = example<{ result: components['schemas']['Banner'][] }>('BannerList').result;

describe('BannerList', () => {
  it('marks a Georgian caption as Georgian on an English console, its position not', () => {
    render(<BannerList banners={banners} busy={false} focus={null} onMove={() => undefined} onRemove={() => undefined} />, { wrapper: inPage('en') });
    expect(screen.getByText('ახალი აშენებული ბინები ვაკესა და საბურთალოზე')).toHaveAttribute('lang', 'ka');
    expect(screen.getByText('#1')).not.toHaveAttribute('lang');
  });
});
