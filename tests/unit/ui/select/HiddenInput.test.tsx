// @vitest-environment jsdom
import { useForm } from '@felte/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeSelect } from '../../../../src/ui/select/RangeSelect';
import { Select } from '../../../../src/ui/select/Select';
import { kinds } from './fixtures';

// vitest runs without globals, so Testing Library cannot unmount by itself
afterEach(cleanup);

function FelteForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const { form } = useForm<Record<string, unknown>>({ onSubmit });
  const [kind, setKind] = useState<string | null>('1');
  const [extras, setExtras] = useState<string[]>([]);
  const [price, setPrice] = useState({ from: null as number | null, to: null as number | null });
  return (
    <form ref={form} aria-label="ფორმა">
      <Select label="ტიპი" name="kind" options={kinds} value={kind} onChange={setKind} />
      <Select label="დამატებით" name="extras" mode="multiple" options={kinds} value={extras} onChange={setExtras} />
      <RangeSelect label="ფასი" min={0} max={1000} value={price} onChange={setPrice} nameFrom="priceFrom" nameTo="priceTo" />
      <button type="submit">შენახვა</button>
    </form>
  );
}

describe('hidden inputs of the selects', () => {
  it('announce a changed value with a bubbling change event, not on first render', async () => {
    const user = userEvent.setup();
    const onFormChange = vi.fn();
    render(<FelteForm onSubmit={() => {}} />);
    screen.getByRole<HTMLFormElement>('form').addEventListener('change', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'hidden') onFormChange(event.target.name, event.target.value);
    });
    expect(onFormChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'ტიპი' }));
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    expect(onFormChange).toHaveBeenCalledExactlyOnceWith('kind', '3');
  });

  it('let an uncontrolled felte form submit the chosen values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FelteForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('combobox', { name: 'ტიპი' }));
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    await user.click(screen.getByRole('combobox', { name: 'დამატებით' }));
    await user.click(screen.getByRole('option', { name: 'ბინა' }));
    await user.click(screen.getByRole('option', { name: 'მიწის ნაკვეთი' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'დან' }), '200');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ kind: '3', extras: '1,5', priceFrom: '200', priceTo: '' });
  });
});
