// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { busyProps } from '../../../../src/ui/button/busy';

describe('busyProps', () => {
  it('marks a busy control busy and unavailable, not disabled; a disabled one keeps the attribute', () => {
    const onClick = vi.fn();
    expect(busyProps({ busy: false, onClick })).toEqual({ 'aria-busy': undefined, 'aria-disabled': undefined, disabled: undefined, onClick });
    expect(busyProps({ busy: true, onClick })).toMatchObject({ 'aria-busy': true, 'aria-disabled': true, disabled: undefined });
    expect(busyProps({ busy: false, disabled: true, onClick })).toMatchObject({ 'aria-busy': undefined, 'aria-disabled': undefined, disabled: true });
  });

  it('keeps a busy control’s click from the link around it, as a disabled control would', () => {
    const onCard = vi.fn();
    const onToggle = vi.fn();
    render(
      <a href="#listing" onClick={onCard}>
        <button type="button" aria-label="save" {...busyProps({ busy: true, onClick: onToggle })} />
      </a>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('button', { name: 'save' }), click);
    expect(click.defaultPrevented).toBe(true);
    expect(onToggle).not.toHaveBeenCalled();
    expect(onCard).not.toHaveBeenCalled();
  });

  it('cancels the click of a busy file input, so no picker opens', () => {
    render(<input type="file" aria-label="photo" {...busyProps<HTMLInputElement>({ busy: true })} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByLabelText('photo'), click);
    expect(click.defaultPrevented).toBe(true);
  });
});
