// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { NewTabLink } from '../../../../src/ui/link/NewTabLink';

afterEach(cleanup);

it('opens another tab, without handing it this page, and says so in the page’s language', () => {
  render(
    <LangProvider lang="ru">
      <NewTabLink href="https://example.ge/">Смотреть на сайте</NewTabLink>
    </LangProvider>,
  );
  const link = screen.getByRole('link', { name: 'Смотреть на сайте (откроется в новой вкладке)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
