// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllParts } from '../../../../src/ui/load/lazy-part';
import { notifications, notify } from '../../../../src/state/notifications';
import { Dialog } from '../../../../src/ui/dialog/Dialog';
import { Notifications } from '../../../../src/ui/notifications/Notifications';

beforeAll(() => loadAllParts());
afterEach(() => void notifications.items.splice(0));

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        done
      </button>
      <Dialog open={open} title="შეტყობინების გაგზავნა" onClose={() => setOpen(false)}>
        <p>text</p>
      </Dialog>
      <Notifications />
    </>
  );
}

describe('Notifications', () => {
  it('shows in the open modal dialog (StrictMode’s second mount too), and in the page’s region, which stays, once it closes', async () => {
    const { container } = render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    const dialog = container.querySelector('dialog');
    const page = container.querySelector<HTMLElement>(':scope > section.notifications');
    if (!dialog || !page) throw new Error('no dialog or no region');
    await act(async () => void notify('error', 'სერვერთან კავშირი ვერ დამყარდა'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('სერვერთან კავშირი ვერ დამყარდა');
    expect(page.children).toHaveLength(0);

    await act(async () => screen.getByRole('button', { name: 'done', hidden: true }).click());
    expect(await within(page).findByRole('alert')).toHaveTextContent('სერვერთან კავშირი ვერ დამყარდა');
    expect(container.querySelector(':scope > section.notifications')).toBe(page);
    expect(dialog.querySelector('.notifications')).toBeNull();
  });
});
