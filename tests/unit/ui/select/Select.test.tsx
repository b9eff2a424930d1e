// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { Select, type SelectProps } from '../../../../src/ui/select/Select';
import { kinds } from './fixtures';

// vitest runs without globals, so Testing Library cannot unmount by itself
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

type Extra = Omit<SelectProps, 'mode' | 'value' | 'onChange' | 'label' | 'options'> & { required?: boolean };

function Single({ initial = null, onChange = () => {}, ...rest }: Extra & { initial?: string | null; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
      label="ქონების ტიპი"
      options={kinds}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Multi({
  initial = [],
  mode = 'multiple',
  onChange = () => {},
  ...rest
}: Extra & { initial?: string[]; mode?: 'multiple' | 'tags'; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
      label="ქონების ტიპი"
      options={kinds}
      {...rest}
      mode={mode}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** A user whose typing pauses on a clock the test moves (settle). */
const typist = () => {
  vi.useFakeTimers();
  // Testing Library moves a faked clock after each user event only when it finds Jest's: it gets Vitest's
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
};
// the search applies once typing pauses for 500 ms
const settle = (ms = 500) => act(() => vi.advanceTimersByTimeAsync(ms));

const trigger = () => screen.getByRole('combobox', { name: 'ქონების ტიპი' });

/** The page scrolls to `y` (jsdom lays nothing out: the position is set and announced). */
const scrollPage = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
const activeOption = () => {
  const id = trigger().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Select: roles and names', () => {
  it('is a collapsed combobox named by its visible label', () => {
    render(<Single />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByText('ქონების ტიპი').tagName).toBe('LABEL');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says an optional choice is optional in its label, as a text field does', () => {
    render(<Single optional />);
    expect(screen.getByText((_, element) => element?.tagName === 'LABEL' && element.textContent === 'ქონების ტიპი (არასავალდებულო)')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAccessibleName(/^ქონების ტიპი ?\(არასავალდებულო\)$/);
  });

  it('opens a listbox of options that the trigger controls', async () => {
    const user = userEvent.setup();
    render(<Single initial="2" required />);
    await user.click(trigger());
    const listbox = screen.getByRole('listbox', { name: 'ქონების ტიპი' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(screen.getByRole('option', { name: 'კერძო სახლი' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'ბინა' })).toHaveAttribute('aria-selected', 'false');
    expect(listbox).not.toHaveAttribute('aria-multiselectable');
  });

  it('gives the trigger the id it is passed', () => {
    render(<Single id="kind" />);
    expect(trigger()).toHaveAttribute('id', 'kind');
    expect(screen.getByText('ქონების ტიპი')).toHaveAttribute('for', 'kind');
  });

  it('keeps its name with a hidden label', () => {
    render(<Single hideLabel />);
    expect(screen.getByText('ქონების ტიპი')).toHaveClass('visually-hidden');
    expect(trigger()).toBeInTheDocument();
  });

  it('links an error message and marks itself invalid', () => {
    render(<Single error="გთხოვთ შეავსოთ ველი" />);
    expect(trigger()).toHaveAccessibleDescription('გთხოვთ შეავსოთ ველი');
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Single disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('focuses the trigger, without opening, when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByText('ქონების ტიპი'));
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Select: single choice', () => {
  it('emits the picked value, closes and shows its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    expect(onChange).toHaveBeenCalledWith('3');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('ოთახი');
    expect(trigger()).toHaveFocus();
  });

  it('shows the placeholder, or the not-selected text, when empty', () => {
    const { unmount } = render(<Single />);
    expect(trigger()).toHaveTextContent('არ არის არჩეული');
    unmount();
    render(<Single placeholder="აირჩიეთ ტიპი" />);
    expect(trigger()).toHaveTextContent('აირჩიეთ ტიპი');
  });

  it('deselects the chosen item when not required', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single initial="3" onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(trigger()).toHaveTextContent('არ არის არჩეული');
  });

  it('cannot be deselected by clicking the chosen item when required', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single initial="3" required onChange={onChange} />);
    expect(trigger()).toHaveAttribute('aria-required', 'true');
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveTextContent('ოთახი');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Select: keyboard', () => {
  it('moves the active option with the arrows, Home and End, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single required onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent('ბინა');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('ოთახი');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('კერძო სახლი');
    await user.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('მიწის ნაკვეთი');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('ბინა');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('opens on the chosen option', async () => {
    const user = userEvent.setup();
    render(<Single initial="4" />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(activeOption()).toHaveTextContent('კომერციული ფართი');
  });

  it('picks with Space and stays closed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single required onChange={onChange} />);
    trigger().focus();
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to the next option starting with a typed character', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(trigger());
    await user.keyboard('კ');
    expect(activeOption()).toHaveTextContent('კერძო სახლი');
    // a repeated character cycles through the matches
    await user.keyboard('კ');
    expect(activeOption()).toHaveTextContent('კომერციული ფართი');
  });

  it('opens on a typed character with the matching option active', async () => {
    const user = userEvent.setup();
    render(<Single />);
    trigger().focus();
    await user.keyboard('მ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent('მიწის ნაკვეთი');
  });

  it('closes on Tab and lets focus move on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Single />
        <button type="button">შემდეგი</button>
      </>,
    );
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'შემდეგი' })).toHaveFocus();
  });
});

describe('Select: closing', () => {
  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Single />
        <p>გარეთ</p>
      </>,
    );
    await user.click(trigger());
    await user.click(screen.getByText('გარეთ'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes when the window scrolls, not when the list scrolls', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(trigger());
    fireEvent.scroll(screen.getByRole('listbox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    scrollPage(120);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open for a scroll that ended before it opened (its event arrives a frame late)', async () => {
    const user = userEvent.setup();
    render(<Single />);
    window.scrollY = 300;
    await user.click(trigger());
    scrollPage(300);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    scrollPage(310);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes when the trigger is clicked again', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Select: multiple choice', () => {
  it('stays open while picking and marks every chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    await user.click(screen.getByRole('option', { name: 'ბინა' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ბინა' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'ბინა' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
  });

  it('toggles with Enter and Space from the keyboard without closing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('shows all when empty, up to two labels, then a count', async () => {
    const { unmount } = render(<Multi />);
    expect(trigger()).toHaveTextContent('ყველა');
    unmount();
    const second = render(<Multi initial={['3', '1']} />);
    expect(trigger()).toHaveTextContent('ბინა, ოთახი');
    second.unmount();
    render(<Multi initial={['1', '2', '3', '4', '5']} />);
    expect(trigger()).toHaveTextContent('ბინა, კერძო სახლი +3');
  });
});

describe('Select: tags', () => {
  it('shows the picked values as chips that can be removed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi mode="tags" initial={['1', '3']} onChange={onChange} />);
    const chips = screen.getByRole('list', { name: 'ქონების ტიპი' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['ბინა', 'ოთახი']);
    expect(trigger()).toHaveTextContent('არჩეულია 2');
    await user.click(screen.getByRole('button', { name: 'მოხსნა: ბინა' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect(screen.queryByRole('button', { name: 'მოხსნა: ბინა' })).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('adds a chip for each pick', async () => {
    const user = userEvent.setup();
    render(<Multi mode="tags" />);
    expect(screen.queryByRole('list', { name: 'ქონების ტიპი' })).not.toBeInTheDocument();
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'ოთახი' }));
    expect(screen.getByRole('button', { name: 'მოხსნა: ოთახი' })).toBeInTheDocument();
  });
});

describe('Select: search', () => {
  it('filters the options from a search field that gets focus on open', async () => {
    const user = typist();
    render(<Single searchable required />);
    await user.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'ძებნა' });
    expect(search).toHaveFocus();
    await user.type(search, 'ᲡᲐᲮ');
    await settle();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['კერძო სახლი']);
  });

  it('opens its list from a tap with the on-screen keyboard closed: the search waits for a tap, or a letter typed', async () => {
    const user = typist();
    render(<Single searchable required />);
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(screen.getByRole('listbox')).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'ძებნა' });
    expect(search).not.toHaveFocus();
    expect(trigger()).toHaveFocus();
    // the trigger tells the active option meanwhile, which the arrows move
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await user.keyboard('ს');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('ს');
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'ძებნა' })).toHaveFocus();
  });

  it('says nothing was found when no option matches', async () => {
    const user = typist();
    render(<Single searchable required />);
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox', { name: 'ძებნა' }), 'ვილა');
    await settle();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('ვერაფერი მოიძებნა');
  });

  it('picks the active filtered option with Enter and clears the search next time', async () => {
    const user = typist();
    const onChange = vi.fn();
    render(<Single searchable required onChange={onChange} />);
    await user.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'ძებნა' });
    await user.type(search, 'ო');
    await settle();
    expect(search).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('3');
    expect(trigger()).toHaveFocus();
    await user.click(trigger());
    expect(screen.getByRole('searchbox', { name: 'ძებნა' })).toHaveValue('');
  });

  it('lets the search field take spaces and returns focus on Escape', async () => {
    const user = typist();
    render(<Single searchable required />);
    await user.click(trigger());
    await user.keyboard('კერძო ს');
    await settle();
    expect(screen.getByRole('searchbox', { name: 'ძებნა' })).toHaveValue('კერძო ს');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('clears the search with its clear button, keeping focus in the field', async () => {
    const user = userEvent.setup();
    render(<Single searchable required />);
    await user.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'ძებნა' });
    expect(screen.queryByRole('button', { name: 'გასუფთავება' })).not.toBeInTheDocument();
    await user.type(search, 'ვილა');
    await user.click(screen.getByRole('button', { name: 'გასუფთავება' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('starts the search with a character typed on the closed trigger', async () => {
    const user = typist();
    render(<Single searchable required />);
    trigger().focus();
    await user.keyboard('მ');
    expect(screen.getByRole('searchbox', { name: 'ძებნა' })).toHaveValue('მ');
    await settle();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['კომერციული ფართი', 'მიწის ნაკვეთი']);
  });

  it('filters only once typing pauses for 500 ms', async () => {
    const user = typist();
    render(<Single searchable required />);
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox', { name: 'ძებნა' }), 'ოთა');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await settle(499);
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await settle(1);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ოთახი']);
  });

  it('stays open while the page scrolls to keep the search field in view', async () => {
    const user = userEvent.setup();
    render(<Single searchable required />);
    await user.click(trigger());
    scrollPage(240);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});

describe('Select: the not-selected entry', () => {
  it('starts an optional choice with "not selected", which empties it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single initial="3" onChange={onChange} />);
    await user.click(trigger());
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('არ არის არჩეული');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(trigger()).toHaveTextContent('არ არის არჩეული');
  });

  it('marks "not selected" as the choice while nothing is chosen', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(trigger());
    expect(screen.getByRole('option', { name: 'არ არის არჩეული' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no way back to empty in a required choice', async () => {
    const user = userEvent.setup();
    render(<Single initial="3" required />);
    await user.click(trigger());
    expect(screen.queryByRole('option', { name: 'არ არის არჩეული' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });
});

describe('Select: forms', () => {
  it('submits a single value under its name', () => {
    render(
      <form aria-label="ფორმა">
        <Single name="kind" initial="2" />
      </form>,
    );
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('kind')).toBe('2');
  });

  it('submits an empty single value as an empty string', () => {
    render(
      <form aria-label="ფორმა">
        <Single name="kind" />
      </form>,
    );
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('kind')).toBe('');
  });

  it('submits multiple values comma-joined in one field', () => {
    render(
      <form aria-label="ფორმა">
        <Multi name="kinds" initial={['1', '4']} />
      </form>,
    );
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).getAll('kinds')).toEqual(['1,4']);
  });
});

describe('Select: placement', () => {
  it('opens above the trigger when there is no room below', async () => {
    const user = userEvent.setup();
    render(<Single />);
    vi.spyOn(trigger(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 10, y: 700, width: 200, height: 44 }));
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 240, height: 260 }),
    );
    await user.click(trigger());
    const panel = screen.getByRole('listbox').parentElement!;
    expect(panel).toHaveAttribute('data-placement', 'top');
    expect(panel).toHaveAttribute('data-align', 'start');
  });

  it('opens under the trigger when there is room', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(trigger());
    expect(screen.getByRole('listbox').parentElement).toHaveAttribute('data-placement', 'bottom');
  });
});

describe('Select in another language', () => {
  it('marks a name left in Georgian as Georgian, for a screen reader to read it so', async () => {
    const user = typist();
    render(
      <LangProvider lang="en">
        <Multi mode="tags" initial={['1']} />
      </LangProvider>,
    );
    await user.click(trigger());
    expect(screen.getAllByText('ბინა').map((label) => label.getAttribute('lang'))).toEqual(['ka', 'ka']);
  });

  it('marks its summary Georgian when every chosen name is, and not when the page is Georgian', () => {
    const { unmount } = render(
      <LangProvider lang="en">
        <Multi initial={['1', '2']} />
      </LangProvider>,
    );
    expect(trigger().querySelector('[lang]')).toHaveAttribute('lang', 'ka');
    unmount();
    render(<Multi initial={['1', '2']} />);
    expect(trigger().querySelector('[lang]')).toBeNull();
  });

  it('speaks the page’s language: its empty choice, its count, its search', async () => {
    const user = typist();
    const { unmount } = render(
      <LangProvider lang="en">
        <Multi />
      </LangProvider>,
    );
    expect(trigger()).toHaveTextContent('Any');
    unmount();
    const tags = render(
      <LangProvider lang="ru">
        <Multi mode="tags" initial={['1', '3']} />
      </LangProvider>,
    );
    expect(trigger()).toHaveTextContent('Выбрано: 2');
    expect(screen.getByRole('button', { name: 'Удалить: ბინა' })).toBeInTheDocument();
    tags.unmount();
    render(
      <LangProvider lang="en">
        <Single searchable />
      </LangProvider>,
    );
    expect(trigger()).toHaveTextContent('Not selected');
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ვილა');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });
});
