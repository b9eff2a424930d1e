// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../../src/features/admin/shared/use-user-list';
import { UsersTable } from '../../../../../src/features/admin/users/UsersTable';
import type { Lang } from '../../../../../src/i18n/lang';
import { example } from '../../../fake-network';
import { inPage } from '../in-page';

const [user] = example<{ result: { data: AdminUser[] } }>('AdminUserList').result.data;
if (!user) throw new Error('no user in the example');
const name = `${user.name} ${user.surname}`;

const renderTable = (lang: Lang, rolesEditable = true) =>
  render(
    <UsersTable users={[user]} selfId={undefined} rolesEditable={rolesEditable} busyId={null} onRole={() => undefined} onBlocked={() => undefined} onCoefficient={() => undefined} onDelete={() => undefined} />,
    { wrapper: inPage(lang) },
  );

describe('UsersTable', () => {
  it("marks a Georgian name as Georgian on an English console, the row's ID not", () => {
    renderTable('en');
    expect(screen.getByText(name)).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('rowheader')).not.toHaveAttribute('lang');
  });

  it('leaves it unmarked on a Georgian console', () => {
    renderTable('ka');
    expect(screen.getByText(name)).not.toHaveAttribute('lang');
  });

  it('gives a moderator the roles to read, not to change (changing one is the administrator’s alone)', () => {
    renderTable('en', false);
    expect(screen.queryByRole('combobox', { name: /role/i })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Administrator' })).toBeInTheDocument();
    renderTable('en');
    expect(screen.getByRole('combobox', { name: new RegExp(name) })).toHaveValue(String(user.role));
  });
});
