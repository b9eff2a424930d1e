// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { TwoLevelSelect } from '../../../../src/ui/select/TwoLevelSelect';
import { categories } from './fixtures';

// vitest runs without globals, so Testing Library cannot unmount by itself
afterEach(cleanup);

function Kind({ initial = '', onChange = () => {}, keepOnDismiss = false }: { initial?: string; onChange?: (value: string) => void; keepOnDismiss?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="ფილტრი">
      <TwoLevelSelect
        label="ქონების ტიპი"
        name="flatObjects"
        options={categories}
        keepOnDismiss={keepOnDismiss}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p>გარეთ</p>
    </form>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'ქონების ტიპი' });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('TwoLevelSelect', () => {
  it('shows the first main category when the value is empty', () => {
    render(<Kind />);
    expect(trigger()).toHaveTextContent('ბინა');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel with the main categories as radios, focus on the chosen one', async () => {
    const user = userEvent.setup();
    render(<Kind />);
    await user.click(trigger());
    const panel = screen.getByRole('dialog', { name: 'ქონების ტიპი' });
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(radio('ბინა')).toBeChecked();
    expect(radio('ბინა')).toHaveFocus();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('emits main and sub-options only on confirm, then closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} />);
    await user.click(trigger());
    await user.click(radio('კომერციული'));
    await user.click(screen.getByRole('checkbox', { name: 'სასტუმრო' }));
    await user.click(screen.getByRole('checkbox', { name: 'კვების ობიექტი' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('4,1,8');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('კომერციული: კვების ობიექტი, სასტუმრო');
  });

  it('emits the default main category when confirmed untouched', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('opens on the current value', async () => {
    const user = userEvent.setup();
    render(<Kind initial="4,7" />);
    expect(trigger()).toHaveTextContent('კომერციული: ოფისი');
    await user.click(trigger());
    expect(radio('კომერციული')).toBeChecked();
    expect(screen.getByRole('group', { name: 'კომერციული: ქვეკატეგორიები' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ოფისი' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'სასტუმრო' })).not.toBeChecked();
  });

  it('clears the sub-options but keeps the main category', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind initial="4,7,8" onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'გასუფთავება' }));
    expect(screen.getByRole('checkbox', { name: 'ოფისი' })).not.toBeChecked();
    expect(radio('კომერციული')).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(onChange).toHaveBeenCalledWith('4');
  });

  it('drops the sub-options when another main category is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind initial="4,7" onChange={onChange} />);
    await user.click(trigger());
    await user.click(radio('კერძო სახლი'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('keeps the sub-options when the chosen main category is tapped again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind initial="4,7" onChange={onChange} />);
    await user.click(trigger());
    await user.click(radio('კომერციული'));
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'ოფისი' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(onChange).toHaveBeenCalledWith('4,7');
  });

  it('moves between main categories with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Kind />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(radio('ბინა')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('კერძო სახლი')).toBeChecked();
    expect(radio('კერძო სახლი')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(radio('კომერციული')).toBeChecked();
    expect(radio('კომერციული')).toHaveAttribute('tabindex', '0');
    expect(radio('ბინა')).toHaveAttribute('tabindex', '-1');
  });

  it('discards the draft on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} />);
    await user.click(trigger());
    await user.click(radio('კერძო სახლი'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(trigger());
    expect(radio('ბინა')).toBeChecked();
  });

  it('with keepOnDismiss, keeps a choice on a click outside, or on the trigger: what is on screen is not lost', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} keepOnDismiss />);
    await user.click(trigger());
    await user.click(radio('კერძო სახლი'));
    await user.click(screen.getByText('გარეთ'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2');
    await user.click(trigger());
    await user.click(radio('კომერციული'));
    await user.click(screen.getByRole('checkbox', { name: 'სასტუმრო' }));
    await user.click(trigger());
    expect(onChange).toHaveBeenLastCalledWith('4,8');
    expect(trigger()).toHaveTextContent('კომერციული: სასტუმრო');
  });

  it('without keepOnDismiss, closes without emitting on a click outside (a kind that clears other fields)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} />);
    await user.click(trigger());
    await user.click(radio('კერძო სახლი'));
    await user.click(screen.getByText('გარეთ'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits nothing when closed untouched: an empty value stays empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Kind onChange={onChange} keepOnDismiss />);
    await user.click(trigger());
    await user.click(screen.getByText('გარეთ'));
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes without emitting when focus leaves it untouched', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Kind onChange={onChange} />
        <button type="button">შემდეგი</button>
      </>,
    );
    await user.click(trigger());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'შემდეგი' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits the confirmed value under its name', async () => {
    const user = userEvent.setup();
    render(<Kind initial="4,7" />);
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('flatObjects')).toBe('4,7');
    await user.click(trigger());
    await user.click(screen.getByRole('checkbox', { name: 'სასტუმრო' }));
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('flatObjects')).toBe('4,7');
    await user.click(screen.getByRole('button', { name: 'დადასტურება' }));
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('flatObjects')).toBe('4,7,8');
  });
});

describe('TwoLevelSelect in another language', () => {
  it('names its sub-categories and its actions in the page’s language', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LangProvider lang="ru">
        <Kind initial="4" onChange={onChange} />
      </LangProvider>,
    );
    await user.click(trigger());
    expect(screen.getByRole('group', { name: 'კომერციული: подкатегории' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'ოფისი' }));
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onChange).toHaveBeenLastCalledWith('4,7');
  });
});
