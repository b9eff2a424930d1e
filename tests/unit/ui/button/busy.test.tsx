// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { busyProps, busySelectProps } from '../../../../src/ui/button/busy';

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

describe('busySelectProps', () => {
  it('a busy select keeps the focus and its value: a choice made meanwhile is not acted on', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <select aria-label="status" value="1" {...busySelectProps({ busy: true, onChange })}>
        <option value="1">one</option>
        <option value="2">two</option>
      </select>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'status' });
    select.focus();
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveFocus();
    expect(select).not.toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select.value).toBe('1');

    rerender(
      <select aria-label="status" value="1" {...busySelectProps({ busy: false, onChange })}>
        <option value="1">one</option>
        <option value="2">two</option>
      </select>,
    );
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('a select whose action is not available is disabled', () => {
    expect(busySelectProps({ busy: false, disabled: true, onChange: vi.fn() })).toMatchObject({ disabled: true, 'aria-busy': undefined });
  });
});
