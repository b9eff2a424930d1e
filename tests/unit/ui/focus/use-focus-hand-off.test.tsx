// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { handOffControl, handOffItem, useFocusHandOff } from '../../../../src/ui/focus/use-focus-hand-off';

interface Row {
  id: number;
  locked?: boolean;
}

/** A list whose Delete removes its row once the "server" has answered (a refusal when `refused`). */
function Rows({ initial, refused = [] }: { initial: Row[]; refused?: number[] }) {
  const [rows, setRows] = useState(initial);
  const handOff = useFocusHandOff(rows);
  const remove = (id: number) =>
    handOff
      .remove(id, 'delete', async () => {
        if (refused.includes(id)) throw new Error('refused');
        setRows((list) => list.filter((row) => row.id !== id));
      })
      .catch(() => undefined);
  return (
    <>
      <h1>Rows</h1>
      {rows.length > 0 && (
        <ul>
          {rows.map((row) => (
            <li key={row.id} {...handOffItem(row.id)}>
              <button type="button">Edit {row.id}</button>
              <button type="button" disabled={row.locked} {...handOffControl('delete')} onClick={() => void remove(row.id)}>
                Delete {row.id}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

async function pressDelete(id: number) {
  const button = screen.getByRole('button', { name: `Delete ${id}` });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('useFocusHandOff', () => {
  it('hands the focus to the same control of the row that takes the removed one’s place', async () => {
    render(<Rows initial={[{ id: 1 }, { id: 2 }, { id: 3 }]} />);
    await pressDelete(2);
    expect(screen.queryByRole('button', { name: 'Delete 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete 3' })).toHaveFocus();
  });

  it('hands it to the row before when the last one goes', async () => {
    render(<Rows initial={[{ id: 1 }, { id: 2 }, { id: 3 }]} />);
    await pressDelete(3);
    expect(screen.getByRole('button', { name: 'Delete 2' })).toHaveFocus();
  });

  it('hands it to the first control of that row when its own is disabled', async () => {
    render(<Rows initial={[{ id: 1 }, { id: 2, locked: true }]} />);
    await pressDelete(1);
    expect(screen.getByRole('button', { name: 'Edit 2' })).toHaveFocus();
  });

  it('hands it to the page’s heading when the list is left empty', async () => {
    render(<Rows initial={[{ id: 1 }]} />);
    await pressDelete(1);
    const heading = screen.getByRole('heading', { name: 'Rows' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a confirm still open when the row goes, and hands on once it has closed', async () => {
    render(
      <>
        <Rows initial={[{ id: 1 }, { id: 2 }, { id: 3 }]} />
        <dialog open>
          <button type="button">Yes</button>
        </dialog>
      </>,
    );
    const yes = screen.getByRole('button', { name: 'Yes' });
    yes.focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    });
    expect(yes).toHaveFocus();
    // closed, it finds the Delete it was opened from gone: the focus falls to the page
    const dialog = yes.closest('dialog')!;
    dialog.removeAttribute('open');
    yes.blur();
    dialog.dispatchEvent(new Event('close'));
    expect(screen.getByRole('button', { name: 'Delete 3' })).toHaveFocus();
  });

  it('leaves the focus where it is after a refusal, and on a focus the user moved meanwhile', async () => {
    render(<Rows initial={[{ id: 1 }, { id: 2 }, { id: 3 }]} refused={[1]} />);
    await pressDelete(1);
    expect(screen.getByRole('button', { name: 'Delete 1' })).toHaveFocus();

    // the user has moved on when the row goes: the focus is theirs
    screen.getByRole('button', { name: 'Edit 1' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    });
    expect(screen.queryByRole('button', { name: 'Delete 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit 1' })).toHaveFocus();
  });
});
