// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { answerConfirm, confirmState } from '../../../../src/state/confirm';
import { useLeaveGuard } from '../../../../src/ui/form/use-leave-guard';

/** A form's screen with the app's links, each followed by its own handler (as the router's links are). */
function Screen({ changed, follow }: { changed: boolean; follow: (href: string) => void }) {
  useLeaveGuard(changed);
  const link = (href: string, name: string, extra = {}) => (
    <a
      href={href}
      {...extra}
      onClick={(event) => {
        event.preventDefault();
        follow(href);
      }}
    >
      {name}
    </a>
  );
  return (
    <>
      {link('/realt/en/admin/users', 'Users')}
      {link('/realt/en/admin/settings', 'Back to districts')}
      {link('/realt/ru/admin/create-district', 'Русский')}
      {link('/realt/en/admin/banners', 'Banners in a new tab', { target: '_blank' })}
    </>
  );
}

const answer = async (sure: boolean) => {
  await act(async () => answerConfirm(sure));
};

describe('useLeaveGuard', () => {
  beforeEach(() => window.history.replaceState(null, '', '/realt/en/admin/create-district'));
  afterEach(() => answerConfirm(false));

  it('lets every link go while nothing has changed', () => {
    const follow = vi.fn();
    render(<Screen changed={false} follow={follow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(follow).toHaveBeenCalledWith('/realt/en/admin/users');
    expect(confirmState.pending).toBeNull();
  });

  it('asks, in the page’s language, before a link to another screen leaves changed values; Cancel stays, Leave follows the link', async () => {
    const follow = vi.fn();
    render(
      <LangProvider lang="en">
        <Screen changed follow={follow} />
      </LangProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to districts' }));
    expect(follow).not.toHaveBeenCalled();
    expect(confirmState.pending).toMatchObject({ title: 'Leave without saving?', text: 'What you have entered in this form will be lost.', confirmLabel: 'Leave' });
    await answer(false);
    expect(follow).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    await answer(true);
    expect(follow).toHaveBeenCalledOnce();
    expect(follow).toHaveBeenCalledWith('/realt/en/admin/users');
    // the guard stands while the form is still there
    fireEvent.click(screen.getByRole('link', { name: 'Back to districts' }));
    expect(confirmState.pending).not.toBeNull();
  });

  it('lets the language switch (the same screen, which keeps the form), a new tab and a Ctrl-click go', () => {
    const follow = vi.fn();
    render(<Screen changed follow={follow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Русский' }));
    fireEvent.click(screen.getByRole('link', { name: 'Banners in a new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Users' }), { ctrlKey: true });
    expect(follow).toHaveBeenCalledTimes(3);
    expect(confirmState.pending).toBeNull();
  });

  it('has the browser ask before a reload or a closed tab while values have changed, and only then', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { rerender, unmount } = render(<Screen changed follow={() => {}} />);
    expect(unload()).toBe(true);
    rerender(<Screen changed={false} follow={() => {}} />);
    expect(unload()).toBe(false);
    rerender(<Screen changed follow={() => {}} />);
    unmount();
    expect(unload()).toBe(false);
  });
});
