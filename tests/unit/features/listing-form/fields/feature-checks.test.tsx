// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureChecks } from '../../../../../src/features/listing-form/fields/FeatureChecks';

const groups = [
  { label: 'Building', options: [{ value: '2', label: 'Lift' }, { value: '6', label: 'Parking' }] },
  { label: 'Appliances', options: [{ value: '23', label: 'Wi-Fi' }] },
];

describe('the step 3 flags', () => {
  it('show the form’s flags ticked, and tick one in the order the chips are laid out', async () => {
    const onChange = vi.fn();
    render(<FeatureChecks groups={groups} value={['23']} onChange={onChange} ruledOutBy={() => []} />);
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lift' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lift' }));
    expect(onChange).toHaveBeenLastCalledWith(['2', '23']);
  });

  it('keep the flags of a kind not shown when one is ticked off', async () => {
    const onChange = vi.fn();
    render(<FeatureChecks groups={groups} value={['45', '6', '2']} onChange={onChange} ruledOutBy={() => []} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(onChange).toHaveBeenLastCalledWith(['2', '45']);
  });

  it('untick what a ticked flag contradicts', async () => {
    const onChange = vi.fn();
    const furniture = [{ label: 'Furniture', options: [{ value: '55', label: 'Furnished' }, { value: '56', label: 'Unfurnished' }] }];
    render(<FeatureChecks groups={furniture} value={['55', '2']} onChange={onChange} ruledOutBy={(flag) => (flag === '56' ? ['55'] : ['56'])} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unfurnished' }));
    expect(onChange).toHaveBeenLastCalledWith(['56', '2']);
  });
});
