// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { RangeSelect, type RangeValue } from '../../../../src/ui/select/RangeSelect';

// vitest runs without globals, so Testing Library cannot unmount by itself
afterEach(cleanup);

function Price({
  initial = { from: null, to: null },
  onChange = () => {},
  step,
}: {
  initial?: RangeValue;
  onChange?: (value: RangeValue) => void;
  step?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="ფილტრი">
      <RangeSelect
        label="ფასი"
        min={0}
        max={500000}
        step={step}
        unit="$"
        value={value}
        nameFrom="rangePrice"
        nameTo="rangePriceMax"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="submit">Search</button>
    </form>
  );
}

const slider = (name: string) => screen.getByRole('slider', { name });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('RangeSelect', () => {
  it('is a group of two sliders and two number fields labelled from and to', () => {
    render(<Price />);
    expect(screen.getByRole('group', { name: 'ფასი' })).toBeInTheDocument();
    expect(slider('დან')).toHaveAttribute('step', '1');
    expect(slider('დან')).toHaveAttribute('min', '0');
    expect(slider('მდე')).toHaveAttribute('max', '500000');
    expect(field('დან')).toBeInTheDocument();
    expect(field('მდე')).toBeInTheDocument();
  });

  it('shows the open top bucket with a plus sign', () => {
    render(<Price />);
    expect(screen.getByText('0 $ – 500 000 $+')).toBeInTheDocument();
    expect(slider('მდე')).toHaveAttribute('aria-valuetext', '500 000 $+');
    expect(slider('დან')).toHaveAttribute('aria-valuetext', '0 $');
  });

  it('emits a slider move', () => {
    const onChange = vi.fn();
    render(<Price onChange={onChange} />);
    fireEvent.change(slider('დან'), { target: { value: '120000' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: 120000, to: null });
    expect(screen.getByText('120 000 $ – 500 000 $+')).toBeInTheDocument();
  });

  it('does not let the from thumb pass the to thumb', () => {
    const onChange = vi.fn();
    render(<Price initial={{ from: 100000, to: 200000 }} onChange={onChange} />);
    fireEvent.change(slider('დან'), { target: { value: '300000' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: 200000, to: 200000 });
    fireEvent.change(slider('მდე'), { target: { value: '50000' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: 200000, to: 200000 });
  });

  it('emits to: max for a typed value above the maximum and shows it with a plus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price initial={{ from: null, to: 300000 }} onChange={onChange} />);
    await user.clear(field('მდე'));
    await user.type(field('მდე'), '900000');
    // nothing is clamped while typing
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: 500000 });
    expect(field('მდე')).toHaveValue('500000');
    expect(slider('მდე')).toHaveAttribute('aria-valuetext', '500 000 $+');
  });

  it('keeps a typed from as typed, past to, committed with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price initial={{ from: null, to: 200000 }} onChange={onChange} />);
    await user.type(field('დან'), '250000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: 250000, to: 200000 });
    expect(field('დან')).toHaveValue('250000');
  });

  it('keeps both bounds as typed when the new from passes the old to', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price initial={{ from: 100000, to: 150000 }} onChange={onChange} />);
    await user.clear(field('დან'));
    await user.type(field('დან'), '200000');
    await user.clear(field('მდე'));
    await user.type(field('მდე'), '300000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: 200000, to: 300000 });
    expect(field('დან')).toHaveValue('200000');
    expect(field('მდე')).toHaveValue('300000');
  });

  it('keeps a typed value off the slider’s step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price step={1000} onChange={onChange} />);
    await user.type(field('დან'), '1499{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1499, to: null });
  });

  it('reads a bound as every number field does, whatever the browser’s locale, in whole units', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price onChange={onChange} />);
    await user.type(field('დან'), '150 000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: 150000, to: null });
    await user.type(field('მდე'), '1500,5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: 150000, to: 1501 });
    expect(field('მდე')).toHaveValue('1501');
  });

  it('keeps what is not a number as typed, says so, and does not submit with Enter, as a number does', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(<Price initial={{ from: 1000, to: null }} onChange={onChange} />);
    screen.getByRole('form').addEventListener('submit', onSubmit);
    await user.clear(field('დან'));
    await user.type(field('დან'), '12k{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(field('დან')).toHaveValue('12k');
    expect(field('დან')).toBeInvalid();
    expect(field('დან')).toHaveAccessibleDescription('შეიყვანეთ რიცხვი ციფრებით');
    expect(screen.getByRole('alert')).toHaveTextContent('შეიყვანეთ რიცხვი ციფრებით');
    await user.clear(field('დან'));
    await user.type(field('დან'), '12000{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: 12000, to: null });
    expect(field('დან')).toBeValid();
    expect(field('დან')).not.toHaveAccessibleDescription();
  });

  it('lets a bound set elsewhere (the slider) replace what was typed and refused', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.type(field('დან'), '12k');
    await user.tab();
    expect(field('დან')).toBeInvalid();
    fireEvent.change(slider('დან'), { target: { value: '120000' } });
    expect(field('დან')).toHaveValue('120000');
    expect(field('დან')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a side again when its field is emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price initial={{ from: 1000, to: 2000 }} onChange={onChange} />);
    await user.clear(field('დან'));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: 2000 });
  });

  it('submits both bounds under their names, empty when open', () => {
    const { unmount } = render(<Price initial={{ from: 1000, to: 2000 }} />);
    let data = new FormData(screen.getByRole<HTMLFormElement>('form'));
    expect(data.get('rangePrice')).toBe('1000');
    expect(data.get('rangePriceMax')).toBe('2000');
    unmount();
    render(<Price />);
    data = new FormData(screen.getByRole<HTMLFormElement>('form'));
    expect(data.get('rangePrice')).toBe('');
    expect(data.get('rangePriceMax')).toBe('');
  });
});

describe('RangeSelect in another language', () => {
  it('names its bounds and writes its numbers as the page’s language does', () => {
    render(
      <LangProvider lang="en">
        <Price initial={{ from: 120000, to: null }} />
      </LangProvider>,
    );
    expect(screen.getByText('120,000 $ – 500,000 $+')).toBeInTheDocument();
    expect(slider('From')).toHaveAttribute('aria-valuetext', '120,000 $');
    expect(field('To')).toHaveAttribute('placeholder', '500,000+');
  });

  it('writes its bounds as `format` does, the currency where the language puts it', () => {
    render(
      <LangProvider lang="en">
        <RangeSelect label="Price" min={0} max={500000} step={1000} unit="$" format={(n) => `$${n.toLocaleString('en-GB')}`} value={{ from: 50000, to: null }} onChange={() => {}} />
      </LangProvider>,
    );
    expect(screen.getByText('$50,000 – $500,000+')).toBeInTheDocument();
    expect(slider('From')).toHaveAttribute('aria-valuetext', '$50,000');
    expect(slider('From')).toHaveAttribute('step', '1000');
    expect(field('To')).toHaveAttribute('placeholder', '500,000+');
  });
});
