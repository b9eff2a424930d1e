// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/ui/button/Button';

function SignIn({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input name="phone" aria-label="phone" />
      <Button type="submit" busy={busy}>
        Sign in
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the keyboard focus when it turns busy, and says it is busy instead of being disabled', async () => {
    const { rerender } = render(<Button>Save</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');

    rerender(<Button busy>Save</Button>);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toBeEnabled();
  });

  it('stays in the tab order while busy; a disabled button leaves it', async () => {
    render(
      <>
        <Button disabled>Unavailable</Button>
        <Button busy>Sending</Button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sending' })).toHaveFocus();
  });

  it('ignores a click, Enter and Space while busy', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Pay</Button>);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy: neither a click nor Enter in a field', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SignIn busy onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'phone' }), '599123456{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    // the same presses submit once it is no longer busy
    rerender(<SignIn busy={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'phone' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is disabled, not busy, when its action is unavailable', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
